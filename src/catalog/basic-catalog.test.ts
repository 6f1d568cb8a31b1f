import {expect} from '@open-wc/testing';
import {basicCatalog} from './basic-catalog.js';

const accessibility = {'accessibility/label': 'string', 'accessibility/description': 'string'};

describe('basicCatalog bindings', () => {
  it('coerce every dynamic property of the basic components to the type it resolves to', () => {
    const bindings = Object.fromEntries(
      Object.entries(basicCatalog.components).map(([name, api]) => [name, api.bindings]),
    );
    expect(bindings).to.deep.equal({
      Text: {...accessibility, text: 'string'},
      Image: {...accessibility, url: 'string', description: 'string'},
      Icon: {...accessibility, name: 'any'},
      Video: {...accessibility, url: 'string'},
      AudioPlayer: {...accessibility, url: 'string', description: 'string'},
      Row: accessibility,
      Column: accessibility,
      List: accessibility,
      Card: accessibility,
      Tabs: {...accessibility, 'tabs/*/title': 'string'},
      Modal: accessibility,
      Divider: accessibility,
      Button: accessibility,
      TextField: {...accessibility, label: 'string', value: 'string'},
      CheckBox: {...accessibility, label: 'string', value: 'boolean'},
      ChoicePicker: {
        ...accessibility,
        label: 'string',
        value: 'stringList',
        'options/*/label': 'string',
      },
      Slider: {...accessibility, label: 'string', value: 'number'},
      DateTimeInput: {
        ...accessibility,
        value: 'string',
        min: 'string',
        max: 'string',
        label: 'string',
      },
    });
  });

  it('are frozen', () => {
    for (const api of Object.values(basicCatalog.components)) {
      expect(Object.isFrozen(api.bindings), api.name).to.equal(true);
    }
  });
});
