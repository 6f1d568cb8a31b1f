import {expect} from '@open-wc/testing';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {
  expectAccessible,
  inputSurface,
  part,
  renderInput,
  settle,
} from '../../test/browser/inputs-harness.js';
import './video.js';

const URL_A = 'https://media.example.com/trailer.mp4';

function video(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [{id: 'root', component: 'Video', url: URL_A, ...extra}];
}

const player = (el: Element) => part<HTMLVideoElement>(el, 'video');

describe('a2ui-video', () => {
  it('renders a native video with controls for an https URL', async () => {
    const {surface} = inputSurface(video());
    const v = player(await renderInput(surface));
    expect(v.getAttribute('src')).to.equal(URL_A);
    expect(v.controls).to.equal(true);
    expect(v.getAttribute('part')).to.equal('video');
  });

  it('shows an http(s) posterUrl (v0.10) before playback', async () => {
    const poster = 'https://media.example.com/poster.jpg';
    const {surface, errors} = inputSurface(video({posterUrl: poster}));
    expect(player(await renderInput(surface)).getAttribute('poster')).to.equal(poster);
    expect(errors).to.have.length(0);
  });

  it('follows a bound posterUrl', async () => {
    const first = 'https://media.example.com/a.jpg';
    const {surface} = inputSurface(video({posterUrl: {path: '/poster'}}), {poster: first});
    const el = await renderInput(surface);
    expect(player(el).getAttribute('poster')).to.equal(first);
    surface.dataModel.set('/poster', 'http://media.example.com/b.png');
    await settle();
    expect(player(el).getAttribute('poster')).to.equal('http://media.example.com/b.png');
  });

  it('has no poster without a posterUrl, as before v0.10', async () => {
    const {surface} = inputSurface(video());
    expect(player(await renderInput(surface)).hasAttribute('poster')).to.equal(false);
  });

  for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x.test/p.jpg']) {
    it(`refuses and reports the posterUrl ${bad.slice(0, 16)}…, and still plays`, async () => {
      const {surface, errors} = inputSurface(video({posterUrl: bad}));
      const v = player(await renderInput(surface));
      expect(v.hasAttribute('poster')).to.equal(false);
      expect(v.getAttribute('src')).to.equal(URL_A);
      expect(errors.map((e) => e.code)).to.deep.equal(['INVALID_URL']);
      expect(errors[0]!.message).to.contain('Video "root"');
    });
  }

  it('spans the width of its container', async () => {
    const {surface} = inputSurface(video());
    const el = await renderInput(surface);
    el.parentElement!.style.width = '400px';
    el.parentElement!.style.boxSizing = 'content-box';
    expect(player(el).getBoundingClientRect().width).to.equal(400);
  });

  it('follows a bound URL', async () => {
    const {surface} = inputSurface(video({url: {path: '/src'}}), {src: URL_A});
    const el = await renderInput(surface);
    surface.dataModel.set('/src', 'http://media.example.com/other.webm');
    await settle();
    expect(player(el).getAttribute('src')).to.equal('http://media.example.com/other.webm');
  });

  for (const bad of ['javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'file:///etc/passwd']) {
    it(`refuses and reports the URL ${bad.slice(0, 16)}…`, async () => {
      const {surface, errors} = inputSurface(video({url: bad}));
      const el = await renderInput(surface);
      expect(el.shadowRoot!.querySelector('video')).to.equal(null);
      expect(errors.map((e) => e.code)).to.deep.equal(['INVALID_URL']);
    });
  }

  it('renders nothing for an empty URL', async () => {
    const {surface, errors} = inputSurface(video({url: {path: '/missing'}}));
    const el = await renderInput(surface);
    expect(el.shadowRoot!.querySelector('video')).to.equal(null);
    expect(errors).to.have.length(0);
  });

  it('names and describes the player from accessibility', async () => {
    const {surface} = inputSurface(
      video({accessibility: {label: 'Trailer', description: 'Two minutes, no dialogue'}}),
    );
    const el = await renderInput(surface);
    expect(player(el).getAttribute('aria-label')).to.equal('Trailer');
    expect(part(el, '#' + player(el).getAttribute('aria-describedby')).textContent).to.equal(
      'Two minutes, no dialogue',
    );
    expect(el.hasAttribute('aria-label')).to.equal(false);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode`, async () => {
      const {surface} = inputSurface(video({accessibility: {label: 'Trailer'}}));
      await expectAccessible(await renderInput(surface, 'root', scheme));
    });
  }
});
