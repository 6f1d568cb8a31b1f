import {expect} from '@open-wc/testing';
import {renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
import './image.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function img(props: Record<string, unknown>, data = {}) {
  const {surface, errors} = testSurface([{id: 'root', component: 'Image', ...props}], data);
  const el = await renderComponent(surface);
  return {el, img: shadow(el).querySelector('img'), errors, surface};
}

describe('a2ui-image', () => {
  it('loads lazily with the description as alt text', async () => {
    const {img: image} = await img({url: PNG, description: 'A red dot'});
    expect(image!.getAttribute('src')).to.equal(PNG);
    expect(image!.alt).to.equal('A red dot');
    expect(image!.loading).to.equal('lazy');
  });

  it('uses an empty alt (decorative) without a description', async () => {
    const {img: image} = await img({url: 'https://example.com/a.png'});
    expect(image!.getAttribute('alt')).to.equal('');
  });

  for (const [fit, css] of [
    ['contain', 'contain'],
    ['cover', 'cover'],
    ['fill', 'fill'],
    ['none', 'none'],
    ['scaleDown', 'scale-down'],
  ]) {
    it(`maps fit ${fit} to object-fit ${css}`, async () => {
      const {img: image} = await img({url: PNG, fit});
      expect(getComputedStyle(image!).objectFit).to.equal(css);
    });
  }

  it('crops a picture to a box of its own shape when no fit is given, never stretches it', async () => {
    for (const variant of ['icon', 'avatar', 'smallFeature', 'largeFeature', 'header']) {
      const {img: image} = await img({url: PNG, variant});
      expect(getComputedStyle(image!).objectFit, variant).to.equal('cover');
    }
    const {img: medium} = await img({url: PNG, variant: 'mediumFeature'});
    expect(getComputedStyle(medium!).objectFit).to.equal('fill');
    const {img: asked} = await img({url: PNG, variant: 'avatar', fit: 'fill'});
    expect(getComputedStyle(asked!).objectFit).to.equal('fill');
  });

  it('renders the avatar variant as a 40px circle', async () => {
    const {img: image} = await img({url: PNG, variant: 'avatar'});
    const style = getComputedStyle(image!);
    expect(style.width).to.equal('40px');
    expect(style.borderRadius).to.equal('50%');
  });

  for (const variant of ['icon', 'smallFeature', 'mediumFeature', 'largeFeature', 'header']) {
    it(`applies the ${variant} variant`, async () => {
      const {img: image} = await img({url: PNG, variant});
      expect(image!.classList.contains(variant)).to.equal(true);
    });
  }

  it('refuses a javascript: URL and reports it', async () => {
    const {img: image, errors} = await img({url: 'javascript:alert(1)'});
    expect(image).to.equal(null);
    expect(errors.map((e) => e.code)).to.deep.equal(['INVALID_URL']);
  });

  it('tells the agent a relative URL is refused for not being absolute', async () => {
    const {img: image, errors} = await img({url: '/logo.png'});
    expect(image).to.equal(null);
    expect(errors.map((e) => e.message)).to.deep.equal([
      'Image "root" has a URL that is not an absolute http(s) URL or a data: image; not loaded.',
    ]);
  });

  it('follows a bound URL', async () => {
    const {el, surface} = await img({url: {path: '/u'}}, {u: PNG});
    surface.dataModel.set('/u', 'https://example.com/b.png');
    await settle();
    expect(shadow(el).querySelector('img')!.getAttribute('src')).to.equal(
      'https://example.com/b.png',
    );
  });
});
