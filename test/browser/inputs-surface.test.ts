// The input elements inside a real <a2ui-surface> fed by a MessageProcessor: what the user
// types reaches the data model, the elements that read it, and the action sent to the agent.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import {BASIC_CATALOG_ID} from '../../src/catalog/basic-catalog.js';
import type {ActionBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {deepQuery} from '../../components/shared/testing.js';
import {settle} from './inputs-harness.js';

const surfaceId = 'signup';
const required = (path: string, message: string) => ({
  condition: {call: 'required', args: {value: {path}}, returnType: 'boolean'},
  message,
});

function messages(): unknown[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['name', 'plan', 'greeting', 'send']},
          {id: 'name', component: 'TextField', label: 'Your name', value: {path: '/user/name'}},
          {
            id: 'plan',
            component: 'ChoicePicker',
            label: 'Plan',
            options: [
              {label: 'Free', value: 'free'},
              {label: 'Pro', value: 'pro'},
            ],
            value: {path: '/user/plan'},
          },
          {
            id: 'greeting',
            component: 'Text',
            text: {
              call: 'formatString',
              args: {value: 'Hello ${/user/name}'},
              returnType: 'string',
            },
          },
          {
            id: 'send',
            component: 'Button',
            child: 'send-label',
            variant: 'primary',
            checks: [required('/user/name', 'Enter your name.')],
            action: {
              event: {
                name: 'signup',
                context: {name: {path: '/user/name'}, plan: {path: '/user/plan'}},
              },
            },
          },
          {id: 'send-label', component: 'Text', text: 'Sign up'},
        ],
      },
    },
    {version: 'v0.9', updateDataModel: {surfaceId, value: {user: {name: '', plan: ['free']}}}},
  ];
}

describe('input elements in a surface', () => {
  it('carries typed and chosen values to the readers and to the agent action', async () => {
    const processor = new MessageProcessor({locale: 'en-US'});
    const actions: ActionBody[] = [];
    processor.addEventListener('action', (e) => actions.push((e as CustomEvent).detail));
    const host = await fixture<HTMLElement>(
      html`<div>
        <a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface>
      </div>`,
    );
    processor.processMessages(messages());
    await settle();

    const button = deepQuery<HTMLButtonElement>(host, '[data-a2ui-id="send"]')!.shadowRoot!
      .firstElementChild as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    button.click();
    expect(actions).to.have.length(0);

    const field = deepQuery(host, '[data-a2ui-id="name"]')!.shadowRoot!.querySelector('input')!;
    field.focus();
    await sendKeys({type: 'Ada'});
    const pro = deepQuery(host, '[data-a2ui-id="plan"]')!.shadowRoot!.querySelector<HTMLElement>(
      'input[value="pro"]',
    )!;
    pro.click();
    await settle();

    const greeting = deepQuery(host, '[data-a2ui-id="greeting"]')!.shadowRoot!.textContent;
    expect(greeting!.trim()).to.equal('Hello Ada');
    expect(button.hasAttribute('aria-disabled')).to.equal(false);

    const bubbled: CustomEvent[] = [];
    host.addEventListener('a2uiaction', (e) => bubbled.push(e as CustomEvent));
    button.focus();
    await sendKeys({press: 'Enter'});
    expect(bubbled).to.have.length(1);
    expect(actions.map((a) => [a.name, a.sourceComponentId, a.context])).to.deep.equal([
      ['signup', 'send', {name: 'Ada', plan: ['pro']}],
    ]);
    expect(processor.getSurface(surfaceId)!.dataModel.peek('/user')).to.deep.equal({
      name: 'Ada',
      plan: ['pro'],
    });
  });
});
