/** Bundle-size entry for the floor: the plain-DOM renderer and nothing else. */
import {FloorRenderer} from '../contestants/floor-renderer.js';

const renderer = new FloorRenderer();
document.body.append(renderer.element);
(window as unknown as {render: (messages: unknown[]) => void}).render = (messages) =>
  renderer.process(messages);
