import {expect} from '@open-wc/testing';
import {validateMessage} from './validate.js';

// The same validation runs in the browser bundle: check it there too.
describe('validateMessage in the browser', () => {
  it('accepts a valid updateComponents message', () => {
    const message = {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'main',
        components: [{id: 'root', component: 'Text', text: {path: '/greeting'}}],
      },
    };
    expect(validateMessage(message, {direction: 'agentToRenderer'}).ok).to.equal(true);
  });

  it('points at the offending field of an invalid component', () => {
    const message = {
      version: 'v0.9.1',
      updateComponents: {
        surfaceId: 'main',
        components: [{id: 'root', component: 'Divider', axis: 'diagonal'}],
      },
    };
    const result = validateMessage(message, {direction: 'agentToRenderer'});
    expect(result.ok ? [] : result.errors.map((error) => error.path)).to.deep.equal([
      '/updateComponents/components/0/axis',
    ]);
  });

  it('accepts an action message with a date-time timestamp', () => {
    const message = {
      version: 'v0.9',
      action: {
        name: 'go',
        surfaceId: 'main',
        sourceComponentId: 'button',
        timestamp: new Date().toISOString(),
        context: {},
      },
    };
    expect(validateMessage(message, {direction: 'rendererToAgent'}).ok).to.equal(true);
  });
});
