// A Button shows the pointer over it and it pressed: hovered, a primary button looks different
// from one at rest, and pressed, any button looks different from a hovered one, in both schemes
// and with a light or a dark brand colour. (A dark-blue primary darkened under the pointer by
// 1.06:1, which no one sees; the hovered look was all a pressed button showed.) So do the other
// things one presses: a chip, a tab, a dialog's close button. A disabled Button (a check fails)
// is grey whatever the brand colour, its text still legible.
import {expect} from '@open-wc/testing';
import {emulateMedia, resetMouse, sendMouse} from '@web/test-runner-commands';
import {contrast, inputSurface, part, renderInput, settle} from './inputs-harness.js';
import '../../components/index.js';
import {chromiumOnly, inChromium} from './chromium-only.js';

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
 * The colour the user sees inside the button: what is under it (`page`, opaque), its background
 * colour, then the colour of a background image that is one flat colour
 * (`linear-gradient(c 0, c 0)`), if any.
 */
function painted(button: Element, page: Element): string {
  const style = getComputedStyle(button);
  let color = over(rgba(style.backgroundColor), rgba(getComputedStyle(page).backgroundColor));
  const layer = /^linear-gradient\((.+?\)) 0px, \1 0px\)$/.exec(style.backgroundImage);
  if (layer) color = over(rgba(layer[1]!), color);
  else expect(style.backgroundImage).to.equal('none');
  return `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`;
}

async function pointerAt(button: Element, type: 'move' | 'down'): Promise<void> {
  const box = button.getBoundingClientRect();
  const position: [number, number] = [
    Math.round(box.left + box.width / 2),
    Math.round(box.top + box.height / 2),
  ];
  await sendMouse(type === 'move' ? {type, position} : {type: 'down'});
}

/** A Button of `variant` (with `checks`, if given) in `scheme` with `primary` (if given) as the
 * brand colour, and its page. */
async function sendButton(
  scheme: 'light' | 'dark',
  primary?: string,
  variant = 'primary',
  checks?: object[],
) {
  const {surface} = inputSurface([
    {
      id: 'root',
      component: 'Button',
      child: 'label',
      variant,
      action: {event: {name: 'x'}},
      ...(checks && {checks}),
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
        const {button, page} = await sendButton(scheme, primary);
        const rest = painted(button, page);
        await pointerAt(button, 'move');
        const hovered = painted(button, page);
        expect(contrast(hovered, rest), `${rest} at rest, ${hovered} hovered`).to.be.at.least(1.15);
      });
    }
  }

  it('is the default primary darkened, as before', async () => {
    const {button, page} = await sendButton('light');
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
          const {button, page} = await sendButton(scheme, primary, variant);
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

describe('a pressed chip, tab or dialog close button', () => {
  afterEach(async () => {
    await sendMouse({type: 'up'});
    await resetMouse();
  });

  /** Hovers `target`, presses it, and expects the two looks at least 1.15:1 apart. */
  async function expectPressedLook(name: string, target: Element, under: Element): Promise<void> {
    (target as HTMLElement).style.transition = 'none';
    await pointerAt(target, 'move');
    const hovered = painted(target, under);
    await pointerAt(target, 'down');
    const pressed = painted(target, under);
    await sendMouse({type: 'up'});
    const seen = `${name}: ${hovered} hovered, ${pressed} pressed`;
    expect(contrast(pressed, hovered), seen).to.be.at.least(1.15);
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`looks different from a hovered one (${scheme})`, async () => {
      const options = [
        {label: 'Small', value: 's'},
        {label: 'Large', value: 'l'},
      ];
      const chips = inputSurface([
        {id: 'root', component: 'ChoicePicker', displayStyle: 'chips', options, value: ['s']},
      ]);
      const picker = await renderInput(chips.surface, 'root', scheme);
      await expectPressedLook('chip', part(picker, '[part="option"]'), picker.parentElement!);
      const chosen = part(picker, '[part~="option-selected"]');
      await expectPressedLook('chosen chip', chosen, picker.parentElement!);

      const tabs = inputSurface([
        {
          id: 'root',
          component: 'Tabs',
          tabs: [
            {title: 'One', child: 'a'},
            {title: 'Two', child: 'b'},
          ],
        },
        {id: 'a', component: 'Text', text: 'A'},
        {id: 'b', component: 'Text', text: 'B'},
      ]);
      const tabList = await renderInput(tabs.surface, 'root', scheme);
      await expectPressedLook('tab', part(tabList, '[part="tab"]'), tabList.parentElement!);

      const modal = inputSurface([
        {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
        {id: 'open', component: 'Button', child: 'label', action: {event: {name: 'x'}}},
        {id: 'label', component: 'Text', text: 'Open'},
        {id: 'body', component: 'Text', text: 'Inside the dialog'},
      ]);
      const dialogHost = await renderInput(modal.surface, 'root', scheme);
      part(dialogHost.shadowRoot!.querySelector('a2ui-button')!, 'button').click();
      await settle();
      const dialog = part(dialogHost, 'dialog');
      await expectPressedLook('close button', part(dialogHost, '[part="close-button"]'), dialog);
    });
  }
});

/** How far a colour is from grey: its largest channel minus its smallest (0 to 255). */
function chroma(color: string): number {
  const channels = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
  return Math.max(...channels) - Math.min(...channels);
}

/**
 * The fill and the text colour the user sees of `button` over the opaque `page`: its background
 * over the page, its text over that, both faded by the button's opacity.
 */
function seen({button, page}: {button: Element; page: Element}): {fill: string; text: string} {
  const style = getComputedStyle(button);
  const under = rgba(getComputedStyle(page).backgroundColor);
  const fill = over(rgba(style.backgroundColor), under);
  const text = over(rgba(style.color), fill);
  const faded = (color: number[]) => {
    const shown = over([...color.slice(0, 3), Number(style.opacity)], under);
    return `rgb(${shown.slice(0, 3).map(Math.round).join(', ')})`;
  };
  return {fill: faded(fill), text: faded(text)};
}

/** A Button of `variant` whose one check fails (`disabled`) or passes, and its page. */
async function checkedButton(
  variant: string,
  disabled: boolean,
  scheme: 'light' | 'dark' = 'light',
  primary?: string,
) {
  const shown = await sendButton(scheme, primary, variant, [
    {condition: !disabled, message: 'Not yet'},
  ]);
  expect(shown.button.getAttribute('aria-disabled')).to.equal(disabled ? 'true' : null);
  return shown;
}

describe('a disabled Button', () => {
  // The default brand, yellow ones (at half opacity, olive on a dark page: an enabled look) and
  // navy ones.
  for (const scheme of ['light', 'dark'] as const) {
    for (const primary of [undefined, '#f5c400', '#ffd400', '#0b1f4d', '#1a237e']) {
      it(`is grey with legible, fainter text, in every variant (${scheme}, primary ${primary ?? 'default'})`, async () => {
        for (const variant of ['default', 'primary', 'borderless']) {
          const enabled = seen(await checkedButton(variant, false, scheme, primary));
          const disabled = seen(await checkedButton(variant, true, scheme, primary));
          const look = `${variant}: enabled ${enabled.text} on ${enabled.fill}, disabled ${disabled.text} on ${disabled.fill}`;
          expect(chroma(disabled.fill), look).to.be.at.most(10);
          expect(chroma(disabled.text), look).to.be.at.most(10);
          const legible = contrast(disabled.text, disabled.fill);
          expect(legible, look).to.be.at.least(3);
          expect(legible, look).to.be.below(contrast(enabled.text, enabled.fill));
        }
      });
    }
  }

  describe('in forced colours', () => {
    afterEach(async () => {
      if (inChromium) await emulateMedia({forcedColors: 'none'});
    });

    it('is drawn in the system colour for disabled text, not faded', async function () {
      chromiumOnly(this);
      await emulateMedia({forcedColors: 'active'});
      const probe = document.createElement('div');
      probe.style.color = 'GrayText';
      document.body.append(probe);
      const grayText = getComputedStyle(probe).color;
      probe.remove();
      for (const variant of ['default', 'primary', 'borderless']) {
        const style = getComputedStyle((await checkedButton(variant, true)).button);
        expect([style.color, style.borderTopColor, style.opacity], variant).to.deep.equal([
          grayText,
          grayText,
          '1',
        ]);
      }
    });
  });
});
