// <a2ui-agent>'s connection state line speaks the page's language: its words are `uiText`
// entries, given per language in `uiTexts` for the `lang` around it, as the elements' own words
// are. It said "Not connected" and "Connected" in English under `lang="de"`.
import {expect, fixture, html} from '@open-wc/testing';
import {uiText, uiTexts} from '../../components/index.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {BaseTransport} from '../../src/transports/base-transport.js';

class OpenTransport extends BaseTransport {
  async connect() {
    this.setStatus('open');
  }
  protected async transmit() {}
}

const english = {...uiText};

const statusLine = (agent: A2uiAgent) =>
  agent.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim();

async function agentUnder(lang: string): Promise<A2uiAgent> {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang}><a2ui-agent></a2ui-agent></div>`,
  );
  return wrapper.querySelector('a2ui-agent')!;
}

describe('<a2ui-agent> status line', () => {
  afterEach(() => {
    delete uiTexts['de'];
    Object.assign(uiText, english);
  });

  it('says each state in the words uiTexts gives for the lang around it', async () => {
    uiTexts['de'] = {
      notConnected: 'Nicht verbunden',
      connected: 'Verbunden',
      disconnected: 'Getrennt',
    };
    const agent = await agentUnder('de-DE');
    expect(statusLine(agent)).to.equal('Nicht verbunden');
    agent.connection = new OpenTransport();
    await agent.updateComplete;
    expect(statusLine(agent)).to.equal('Verbunden');
    agent.disconnect();
    await agent.updateComplete;
    expect(statusLine(agent)).to.equal('Getrennt');
  });

  it('says the words the application put in uiText', async () => {
    Object.assign(uiText, {notConnected: 'Hors ligne'});
    expect(statusLine(await agentUnder('fr'))).to.equal('Hors ligne');
  });

  it('stays English under a lang uiTexts has no words for', async () => {
    uiTexts['de'] = {notConnected: 'Nicht verbunden'};
    expect(statusLine(await agentUnder('fr'))).to.equal('Not connected');
  });
});
