// Gallery entry: registers every element of the library (from source), the optional extras that
// exist in this checkout (transports beyond SSE/WebSocket/REST), then the gallery itself.
import {adoptGlobalStyles} from '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import './gallery-app.js';

// Optional modules: present once their helpers land; an absent file is simply skipped.
import.meta.glob(['../../src/transports/index.ts'], {eager: true});

// The surfaces live inside the gallery's shadow roots; the design tokens are defined on the
// document root so that the theme controls (and the token table) act on one place.
adoptGlobalStyles(document);
