// Gallery entry: registers every element of the library (from source), the optional extras that
// exist in this checkout (transports beyond SSE/WebSocket/REST), then the gallery itself.
import '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import './gallery-app.js';

// Optional modules: present once their helpers land; an absent file is simply skipped.
import.meta.glob(['../../src/transports/index.ts'], {eager: true});
