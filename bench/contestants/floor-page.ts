/** The page entry for the floor. */
import {install} from '../page/harness.js';
import {floor} from './floor.js';

install(floor);
