/** The page entry for this project's renderer. */
import {install} from '../page/harness.js';
import {ours} from './ours.js';

install(ours);
