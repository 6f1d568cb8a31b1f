// A Button shows the pointer over it and it pressed: hovered, a primary button looks different
// from one at rest, and pressed, any button looks different from a hovered one, in both schemes
// and with a light or a dark brand colour. (A dark-blue primary darkened under the pointer by
// 1.06:1, which no one sees; the hovered look was all a pressed button showed.)
import {expect} from '@open-wc/testing';
import {resetMouse, sendMouse} from '@web/test-runner-commands';
import {contrast, inputSurface, part, renderInput} from './inputs-harness.js';
import '../../components/index.js';

/** A CSS colour (any syntax) as [r, g, b, alpha], as the canvas paints it. */
function rgba(color: string): number[] {
  const context = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

/** `top` painted over the opaque `bottom`. */
function over(top: number[], bottom: number[]): number[] {
  return bottom.map((channel, i) => (i < 3 ? top[i]! * top[3]! + channel * (1 - top[3]!) : 1));
}

/**
 * The colour the user sees inside the button: the page, the background colour, then the colour
 * of a background image that is one flat colour (`linear-gradient(c 0, c 0)`), if any.
 */
function painted(button: HTMLElement, page: HTMLElement): string {
  const style = getComputedStyle(button);
  let color = over(rgba(style.backgroundColor), rgba(getComputedStyle(page).backgroundColor));
  const layer = /^linear-gradient\((.+?\)) 0px, \1 0px\)$/.exec(style.backgroundImage);
  if (layer) color = over(rgba(layer[1]!), color);
  else expect(style.backgroundImage).to.equal('none');
  return `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`;
}

async function pointerAt(button: HTMLElement, type: 'move' | 'down'): Promise<void> {
  const box = button.getBoundingClientRect();
  const position: [number, number] = [
    Math.round(box.left + box.width / 2),
    Math.round(box.top + box.height / 2),
  ];
  await sendMouse(type === 'move' ? {type, position} : {type: 'down'});
}

/** A primary Button in `scheme` with `primary` (if given) as the brand colour, and its page. */
async function primaryButton(scheme: 'light' | 'dark', primary?: string) {
  const {surface} = inputSurface([
    {
      id: 'root',
      component: 'Button',
      child: 'label',
      variant: 'primary',
      action: {event: {name: 'x'}},
    },
    {id: 'label', component: 'Text', text: 'Send'},
  ]);
  const el = await renderInput(surface, 'root', scheme);
  const page = el.parentElement!;
  if (primary) page.style.setProperty('--a2ui-color-primary', primary);
  const button = part(el, 'button');
  button.style.transition = 'none';
  return {button, page};
}

describe('a hovered primary Button', () => {
  afterEach(() => resetMouse());

  for (const scheme of ['light', 'dark'] as const) {
    for (const primary of [undefined, '#ffd400', '#0b1f4d', '#1a237e']) {
      it(`looks different from one at rest (${scheme}, primary ${primary ?? 'default'})`, async () => {
        const {button, page} = await primaryButton(scheme, primary);
        const rest = painted(button, page);
        await pointerAt(button, 'move');
        const hovered = painted(button, page);
        expect(contrast(hovered, rest), `${rest} at rest, ${hovered} hovered`).to.be.at.least(1.15);
      });
    }
  }

  it('is the default primary darkened, as before', async () => {
    const {button, page} = await primaryButton('light');
    await pointerAt(button, 'move');
    expect(painted(button, page)).to.equal('rgb(22, 83, 182)');
  });
});

describe('a pressed Button', () => {
  afterEach(async () => {
    await sendMouse({type: 'up'});
    await resetMouse();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const primary of [undefined, '#ffd400', '#0b1f4d']) {
      it(`looks different from a hovered one (${scheme}, primary ${primary ?? 'default'})`, async () => {
        for (const variant of ['default', 'primary', 'borderless']) {
          const {surface} = inputSurface([
            {
              id: 'root',
              component: 'Button',
              child: 'label',
              variant,
              action: {event: {name: 'x'}},
            },
            {id: 'label', component: 'Text', text: 'Send'},
          ]);
          const el = await renderInput(surface, 'root', scheme);
          const page = el.parentElement!;
          if (primary) page.style.setProperty('--a2ui-color-primary', primary);
          const button = part(el, 'button');
          button.style.transition = 'none';
          await pointerAt(button, 'move');
          const hovered = painted(button, page);
          await pointerAt(button, 'down');
          const pressed = painted(button, page);
          await sendMouse({type: 'up'});
          expect(
            contrast(pressed, hovered),
            `${variant}: ${hovered} hovered, ${pressed} pressed`,
          ).to.be.at.least(1.15);
        }
      });
    }
  }
});
