import {expect} from '@open-wc/testing';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {
  expectAccessible,
  inputSurface,
  part,
  renderInput,
  settle,
} from '../../test/browser/inputs-harness.js';
import './audio-player.js';

const URL_A = 'https://media.example.com/episode.mp3';

function audio(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [{id: 'root', component: 'AudioPlayer', url: URL_A, ...extra}];
}

const player = (el: Element) => part<HTMLAudioElement>(el, 'audio');

describe('a2ui-audio-player', () => {
  it('renders a native audio player with controls for an https URL', async () => {
    const {surface} = inputSurface(audio());
    const a = player(await renderInput(surface));
    expect(a.getAttribute('src')).to.equal(URL_A);
    expect(a.controls).to.equal(true);
  });

  it('shows the description and names the player with it', async () => {
    const {surface} = inputSurface(audio({description: {path: '/title'}}), {
      title: 'Episode 12: Signals',
    });
    const el = await renderInput(surface);
    const caption = part(el, '[part="description"]');
    expect(caption.textContent).to.equal('Episode 12: Signals');
    expect(player(el).getAttribute('aria-labelledby')).to.equal(caption.id);
    surface.dataModel.set('/title', 'Episode 13');
    await settle();
    expect(caption.textContent).to.equal('Episode 13');
  });

  it('prefers the accessibility label as the player name', async () => {
    const {surface} = inputSurface(
      audio({description: 'Episode 12', accessibility: {label: 'Podcast', description: 'MP3'}}),
    );
    const el = await renderInput(surface);
    expect(player(el).getAttribute('aria-label')).to.equal('Podcast');
    expect(player(el).hasAttribute('aria-labelledby')).to.equal(false);
    expect(part(el, '#' + player(el).getAttribute('aria-describedby')).textContent).to.equal('MP3');
  });

  it('spans the width of its container', async () => {
    const {surface} = inputSurface(audio());
    const el = await renderInput(surface);
    el.parentElement!.style.width = '360px';
    el.parentElement!.style.boxSizing = 'content-box';
    expect(player(el).getBoundingClientRect().width).to.equal(360);
  });

  for (const bad of ['javascript:alert(1)', 'data:audio/mp3;base64,AAAA', 'ftp://x/y.mp3']) {
    it(`refuses and reports the URL ${bad.slice(0, 16)}…, keeping the description`, async () => {
      const {surface, errors} = inputSurface(audio({url: bad, description: 'Episode'}));
      const el = await renderInput(surface);
      expect(el.shadowRoot!.querySelector('audio')).to.equal(null);
      expect(part(el, '[part="description"]').textContent).to.equal('Episode');
      expect(errors.map((e) => e.code)).to.deep.equal(['INVALID_URL']);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode`, async () => {
      const {surface} = inputSurface(audio({description: 'Episode 12'}));
      await expectAccessible(await renderInput(surface, 'root', scheme));
    });
  }
});
