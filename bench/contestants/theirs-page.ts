/** The page entry for `@a2ui/lit`. */
import {install} from '../page/harness.js';
import {theirs} from './theirs.js';

install(theirs);
