import {expect} from '@open-wc/testing';
import {mdiAccountCircle, mdiAlert, mdiClose, mdiHome, mdiPencil, mdiVolumeHigh} from '@mdi/js';
import {iconPaths} from '../shared/icons.js';
import {accessibleName} from '../text-field/accessible-name.test.helper.js';
import {deepQuery, renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
import '../button/button.js';
import '../row/row.js';
import '../text/text.js';
import './icon.js';

const CATALOG_NAMES = [
  'accountCircle',
  'add',
  'arrowBack',
  'arrowForward',
  'attachFile',
  'calendarToday',
  'call',
  'camera',
  'check',
  'close',
  'delete',
  'download',
  'edit',
  'event',
  'error',
  'fastForward',
  'favorite',
  'favoriteOff',
  'folder',
  'help',
  'home',
  'info',
  'locationOn',
  'lock',
  'lockOpen',
  'mail',
  'menu',
  'moreVert',
  'moreHoriz',
  'notificationsOff',
  'notifications',
  'pause',
  'payment',
  'person',
  'phone',
  'photo',
  'play',
  'print',
  'refresh',
  'rewind',
  'search',
  'send',
  'settings',
  'share',
  'shoppingCart',
  'skipNext',
  'skipPrevious',
  'star',
  'starHalf',
  'starOff',
  'stop',
  'upload',
  'visibility',
  'visibilityOff',
  'volumeDown',
  'volumeMute',
  'volumeOff',
  'volumeUp',
  'warning',
];

async function icon(name: unknown, extra: Record<string, unknown> = {}, data = {}) {
  const {surface, errors} = testSurface([{id: 'root', component: 'Icon', name, ...extra}], data);
  const el = await renderComponent(surface);
  return {el, svg: shadow(el).querySelector('svg'), errors, surface};
}

describe('a2ui-icon', () => {
  it('bundles a distinct SVG path for each of the 59 catalog icon names', () => {
    expect(CATALOG_NAMES.length).to.equal(59);
    for (const name of CATALOG_NAMES) expect(iconPaths[name], name).to.match(/^M/);
    expect(new Set(CATALOG_NAMES.map((n) => iconPaths[n])).size).to.be.at.least(58);
  });

  it('draws each catalog name as its Material Design icon, first to last', () => {
    expect(Object.keys(iconPaths)).to.deep.equal(CATALOG_NAMES);
    expect(iconPaths['accountCircle']).to.equal(mdiAccountCircle);
    expect(iconPaths['close']).to.equal(mdiClose);
    expect(iconPaths['edit']).to.equal(mdiPencil);
    expect(iconPaths['home']).to.equal(mdiHome);
    expect(iconPaths['volumeUp']).to.equal(mdiVolumeHigh);
    expect(iconPaths['warning']).to.equal(mdiAlert);
  });

  it('renders a named icon as inline SVG at 24px in the current colour', async () => {
    const {el, svg} = await icon('home');
    expect(svg!.querySelector('path')!.getAttribute('d')).to.equal(iconPaths['home']);
    expect(getComputedStyle(el).width).to.equal('24px');
    expect(getComputedStyle(svg!).fill).to.equal(getComputedStyle(el).color);
  });

  it('renders a custom {svgPath}', async () => {
    const {svg} = await icon({svgPath: 'M0 0h24v24H0z'});
    expect(svg!.querySelector('path')!.getAttribute('d')).to.equal('M0 0h24v24H0z');
  });

  it('renders custom path data given as {path} (v0.10) like {svgPath} (v0.9)', async () => {
    const d = 'M0 0h24v24H0z';
    const {svg: v09} = await icon({svgPath: d});
    // A v0.9 surface resolves a {path} binding first: here to the v0.10 shape, held as data.
    const {svg: v10} = await icon({path: '/custom'}, {}, {custom: {path: d}});
    expect(v10!.querySelector('path')!.getAttribute('d')).to.equal(d);
    expect(v10!.outerHTML).to.equal(v09!.outerHTML);
  });

  it('renders nothing for custom path data that is not a string', async () => {
    const {svg, errors} = await icon({path: '/custom'}, {}, {custom: {path: 42}});
    expect(svg).to.equal(null);
    expect(errors).to.have.length(0);
  });

  it('follows a name bound with {path}', async () => {
    const {el, surface} = await icon({path: '/icon'}, {}, {icon: 'star'});
    expect(shadow(el).querySelector('path')!.getAttribute('d')).to.equal(iconPaths['star']);
    surface.dataModel.set('/icon', 'send');
    await settle();
    expect(shadow(el).querySelector('path')!.getAttribute('d')).to.equal(iconPaths['send']);
  });

  it('is hidden from assistive technology without a label', async () => {
    const {svg} = await icon('home');
    expect(svg!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('is an image named by its accessibility label', async () => {
    const {svg} = await icon('home', {accessibility: {label: 'Home'}});
    expect(svg!.getAttribute('role')).to.equal('img');
    expect(svg!.getAttribute('aria-label')).to.equal('Home');
  });

  it('reports an unknown icon name and renders nothing', async () => {
    const {svg, errors} = await icon('unicorn');
    expect(svg).to.equal(null);
    expect(errors.map((e) => e.code)).to.deep.equal(['UNKNOWN_ICON']);
  });
  describe('inside a Button', () => {
    async function button(components: Record<string, unknown>[]) {
      const {surface} = testSurface(components as never);
      const el = await renderComponent(surface, 'btn');
      return {button: deepQuery(el, 'button')!, svg: deepQuery<SVGElement>(el, 'svg')!};
    }

    it('names an icon-only Button after the icon', async () => {
      const {button: b, svg} = await button([
        {id: 'btn', component: 'Button', child: 'i'},
        {id: 'i', component: 'Icon', name: 'skipNext'},
      ]);
      expect(svg.getAttribute('role')).to.equal('img');
      expect(accessibleName(b)).to.equal('skip next');
    });

    it('is decorative when the Button has its own accessibility label', async () => {
      const {button: b, svg} = await button([
        {id: 'btn', component: 'Button', child: 'i', accessibility: {label: 'Next track'}},
        {id: 'i', component: 'Icon', name: 'skipNext'},
      ]);
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
      expect(svg.hasAttribute('role')).to.equal(false);
      expect(accessibleName(b)).to.equal('Next track');
    });

    it('is decorative next to the Button text', async () => {
      const {button: b, svg} = await button([
        {id: 'btn', component: 'Button', child: 'row'},
        {id: 'row', component: 'Row', children: ['i', 't']},
        {id: 'i', component: 'Icon', name: 'home'},
        {id: 't', component: 'Text', text: 'Home page'},
      ]);
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
      expect(accessibleName(b)).to.equal('Home page');
    });

    it('keeps its own accessibility label inside a labelled Button', async () => {
      const {svg} = await button([
        {id: 'btn', component: 'Button', child: 'i', accessibility: {label: 'Next track'}},
        {id: 'i', component: 'Icon', name: 'skipNext', accessibility: {label: 'Skip'}},
      ]);
      expect(svg.getAttribute('role')).to.equal('img');
      expect(svg.getAttribute('aria-label')).to.equal('Skip');
    });
  });
});
