/**
 * A reference, not a contestant: the floor's renderer, but every Text and container drawn as a
 * bare Lit element with a shadow root and this project's styles (one `LitElement` per component,
 * as the brief asks of a renderer). No validation, signals, functions or bindings machinery: it
 * shows what the web-component model itself costs above plain DOM calls.
 */
import {LitElement, html} from 'lit';
import {baseStyles} from '../../components/shared/base.styles.js';
import {columnStyles} from '../../components/column/column.styles.js';
import {textStyles} from '../../components/text/text.styles.js';
import type {Contestant} from '../page/contestant.js';
import type {Component} from '../page/messages.js';
import {FloorSession} from './floor.js';
import {FloorRenderer, text} from './floor-renderer.js';

class BareText extends LitElement {
  static override properties = {text: {attribute: false}};
  static override styles = [baseStyles, textStyles];
  declare text: string;

  override render(): unknown {
    return html`<div part="text" class="body"><p>${this.text}</p></div>`;
  }
}
customElements.define('bare-lit-text', BareText);

class BareColumn extends LitElement {
  static override styles = [baseStyles, columnStyles];

  override render(): unknown {
    return html`<div part="container"><slot></slot></div>`;
  }
}
customElements.define('bare-lit-column', BareColumn);

class BareLitRenderer extends FloorRenderer {
  protected override create(component: Component, scope: string): Element {
    if (component.component === 'Text') {
      const element = document.createElement('bare-lit-text') as BareText;
      this.bind(component['text'], scope, (value) => (element.text = text(value)));
      return element;
    }
    return super.create(component, scope);
  }

  protected override container(component: Component, scope: string): Element {
    return this.fill(document.createElement('bare-lit-column'), component, scope);
  }
}

/** Bare Lit elements as a reference. */
export const bareLit: Contestant = {
  name: 'bare-lit',
  open: (host, surfaceId) => new FloorSession(host, surfaceId, new BareLitRenderer()),
};
