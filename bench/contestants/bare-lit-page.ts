/** The page entry for the bare-Lit reference. */
import {install} from '../page/harness.js';
import {bareLit} from './bare-lit.js';

install(bareLit);
