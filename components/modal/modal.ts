import {html, nothing} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {deepText} from '../shared/deep-text.js';
import {isText} from '../shared/field-element.js';
import {iconPaths} from '../shared/icons.js';
import {deepActiveElement, scrolls, tabStops} from '../shared/tab-stops.js';
import {modalStyles} from './modal.styles.js';

/** Resolved properties of a Modal component. */
export interface ModalProps {
  /** Id of the component (usually a Button) that opens the dialog. */
  trigger: string;
  /** Id of the component shown inside the dialog. */
  content: string;
}

/**
 * Modal: shows its `trigger`; activating the trigger opens `content` in a modal
 * dialog.
 *
 * A native `<dialog>` opened with `showModal()`: the page behind is inert (focus stays in the
 * dialog, Tab wrapping from its last control to its first and Shift+Tab back; scrolling from
 * inside it does not scroll the page), Esc, the close button or a click on the backdrop closes
 * it, and focus returns to the trigger. Opening it puts focus on the content's first control
 * (else on the close button, drawn and reached after the content), or on the dialog itself when
 * that control is drawn below what the dialog first shows, so that the content is read from
 * its beginning. The content is rendered when first opened and kept
 * afterwards. A trigger that is not a Button is made a button (a Tab stop that Enter and Space
 * activate), unless it holds a control of its own (a Card with a Button: that control opens the
 * dialog) or has not arrived yet. An Image or Icon trigger that shows no text is named by its
 * description or label, else by the Modal's `accessibility` label, else by an Icon's name
 * (`uiText.iconName`), else `uiText.openDialog`. The dialog is named by that label, else by its
 * visible title (the content's first heading), else by the name of its trigger; the
 * `accessibility` description describes it.
 *
 * @csspart trigger - Wrapper of the trigger component.
 * @csspart dialog - The `<dialog>`.
 * @csspart body - The dialog's inner layout (content and close button).
 * @csspart content - Wrapper of the content component.
 * @csspart close-button - The close button.
 * @cssprop --a2ui-modal-background - Dialog background (default `--a2ui-color-surface`).
 * @cssprop --a2ui-modal-color - Dialog text colour (default `--a2ui-color-on-surface`).
 * @cssprop --a2ui-modal-radius - Corner radius (default `--a2ui-border-radius`).
 * @cssprop --a2ui-modal-padding - Inner padding (default `--a2ui-spacing-l`).
 * @cssprop --a2ui-modal-width - Preferred width (default 32rem).
 * @cssprop --a2ui-modal-backdrop - Backdrop colour (default `--a2ui-color-backdrop`).
 */
export class A2uiModal extends A2uiElement<ModalProps> {
  static override styles = [baseStyles, modalStyles, elementStyles];
  // Local state, re-rendering on change; declared without decorators, which compile to more code.
  static override properties = {
    ...A2uiElement.properties,
    opened: {attribute: false},
    nested: {attribute: false},
    caption: {attribute: false},
  };

  private opened = false;
  // The trigger holds a control of its own (a Card with a Button): no button is made around it.
  private nested?: boolean;
  // The dialog's name without a label: its visible title (the content's first heading), else
  // what the trigger shows.
  private caption?: string;
  #returnFocus?: HTMLElement;
  // Every element under a root in order, through shadow roots, watched (see firstUpdated).
  #within?: (root: ParentNode) => Element[];

  /** Opens the dialog (as the trigger does). */
  async show(): Promise<void> {
    this.#returnFocus = deepActiveElement();
    this.opened = true;
    await this.updateComplete;
    const [content, close] = this.renderRoot.querySelectorAll<HTMLElement>(
      '[part=content],[part=close-button]',
    );
    // The content renders in elements of its own, each after its parent: once all have, the
    // dialog can give focus to the first of its controls.
    const pending = () =>
      this.#within!(content!).filter((element) => (element as A2uiElement).isUpdatePending);
    for (let elements; (elements = pending()).length;) {
      await Promise.all(elements.map((element) => (element as A2uiElement).updateComplete));
    }
    const dialog = this.#dialog;
    // Not when the click that opened it also removed it (an agent answering at once).
    if (dialog?.isConnected && !dialog.open) {
      dialog.showModal();
      // Focus goes where reading starts (WAI-ARIA dialog pattern): to the content's first
      // control, else to the close button; to the dialog itself when that control is drawn below
      // what the dialog first shows, where focusing it would scroll the beginning away.
      dialog.scrollTop = 0;
      const [first] = tabStops(content!);
      // Content that scrolls (a code block) is made a stop at once, before it is watched (see
      // keepScrollStop): WebKit makes none, and focus would stay outside the dialog.
      if (first && first.tabIndex < 0) first.tabIndex = 0;
      const below =
        first && first.getBoundingClientRect().bottom > dialog.getBoundingClientRect().bottom;
      (below ? dialog : (first ?? close!)).focus();
    }
  }

  /** Closes the dialog; focus goes back to where it was before opening. */
  close(): void {
    this.#dialog?.close();
  }

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.#dialog?.open ?? false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Taken out of the page and put back (a virtualised chat list), an open dialog stays open but
    // is no longer modal: the user did not close it, so it is modal again.
    const dialog = this.#dialog;
    if (dialog?.open && !dialog.matches(':modal')) {
      dialog.open = false;
      dialog.showModal();
    }
  }

  protected override firstUpdated(): void {
    // The trigger's and the content's elements render after this one, and their pieces arrive
    // later, each in a shadow root of its own: look again whenever anything in one changes.
    const observer = new MutationObserver(() => {
      const [trigger, content] = this.renderRoot.querySelectorAll('[part=trigger],[part=content]');
      // Also a control that Tab does not reach now, such as a radio of a group with none chosen.
      this.nested = within(trigger!).some((element) => (element as HTMLElement).tabIndex >= 0);
      const heading = within(content!).find((element) => /^h\d$/.test(element.localName));
      this.caption = deepText(heading ?? trigger!);
    });
    /** Every element under `root`, through shadow roots, each of them watched from now on; not
     * what a Modal inside shows in its own dialog. */
    const within = (root: ParentNode): Element[] => {
      observer.observe(root, {childList: true, subtree: true, characterData: true});
      return [...root.children].flatMap((element) =>
        element.localName === 'dialog' ? [] : [element, ...within(element.shadowRoot ?? element)],
      );
    };
    // This tree (the content's place too, filled when first opened) and the trigger's elements,
    // which render next.
    within(this.renderRoot);
    this.#within = within;
  }

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  protected override render(): unknown {
    const {trigger, content} = this.props;
    const words = this.uiText;
    const {label, description: about} = this.accessibility;
    const definition = this.node?.surface.component(trigger!);
    const type = definition?.component;
    // A Button is a button already; anything else (Text, Image, Card) becomes one here, so the
    // keyboard can open the dialog too. Not while the trigger is missing: an empty Tab stop.
    const own = type && type !== 'Button' && !this.nested;
    // An Image or an Icon shows no text: its description or accessibility label names the
    // button, else the Modal's label, else an Icon's name, else uiText.openDialog.
    const {description, accessibility, name} = (definition ?? {}) as {
      description?: unknown;
      accessibility?: {label?: unknown};
      name?: unknown;
    };
    const shown = this.resolve(description) ?? this.resolve(accessibility?.label);
    const iconName = type === 'Icon' ? this.resolve(name) : undefined;
    // The name of an Image or Icon trigger, which shows no text to name it by: an Icon's name
    // says what it opens ("settings").
    const mediaName =
      type === 'Image' || type === 'Icon'
        ? isText(shown)
          ? shown
          : (label ?? (typeof iconName === 'string' ? words.iconName(iconName) : words.openDialog))
        : undefined;
    return html`<div
        part="trigger"
        role=${own ? 'button' : nothing}
        tabindex=${own ? 0 : nothing}
        aria-label=${(own && mediaName !== shown && mediaName) || nothing}
        @click=${this.show}
        @keydown=${this.#onTriggerKeydown}
      >
        ${this.renderChild(trigger)}
      </div>
      <dialog
        part="dialog"
        tabindex="-1"
        aria-label=${label ?? (this.caption || mediaName) ?? nothing}
        aria-description=${about ?? nothing}
        @close=${this.#onClose}
        @pointerdown=${(event: Event) => (this.#pressedInside = event.target !== this.#dialog)}
        @click=${this.#onDialogClick}
        @keydown=${this.#onDialogKeydown}
      >
        <div part="body">
          <div part="content">${this.opened ? this.renderChild(content) : nothing}</div>
          <button part="close-button" type="button" aria-label=${words.close} @click=${this.close}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${iconPaths['close']!}></path></svg>
          </button>
        </div>
      </dialog>`;
  }

  protected override applyAccessibility(): void {
    // The label (else the trigger's text) names the dialog (rendered above), not the host.
  }

  #onTriggerKeydown(event: KeyboardEvent): void {
    // Only on the trigger itself: not keys for a control inside a Card, nor a Button's own.
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      void this.show();
    }
  }

  // The last press in the dialog began on its content (not the backdrop).
  #pressedInside = false;

  #onDialogClick(event: MouseEvent): void {
    // A click on the dialog box itself (not its body) is a click on the backdrop; not one whose
    // press began on the content (a text selection dragged out: the click goes to the dialog).
    if (event.target === this.#dialog && !this.#pressedInside) this.close();
    this.#pressedInside = false;
  }

  /** Tab from the last control goes to the first, Shift+Tab from the first to the last, rather
   * than out of the page (WAI-ARIA dialog pattern); so do they from an element beyond the last
   * or first control that is no Tab stop itself (a message the agent put in place of the focused
   * form), and from the dialog itself. */
  #onDialogKeydown(event: KeyboardEvent): void {
    const dialog = this.#dialog!;
    // Firefox scrolls the page behind a dialog that has nothing to scroll (overscroll-behavior
    // stops only a box that scrolls): a key that would, pressed on a control that takes no such
    // key itself (a button, a link, the dialog), does nothing, unless a box around it scrolls.
    if (/^(Arrow|Page|Home|End)/.test(event.key)) {
      const path = event.composedPath() as HTMLElement[];
      if (
        path[0]!.matches('button,a,dialog') &&
        !path
          .slice(0, path.indexOf(dialog) + 1)
          .some((box) => box instanceof Element && scrolls(box))
      )
        event.preventDefault();
    }
    if (event.key !== 'Tab') return;
    const stops = tabStops(dialog);
    const order = this.#within!(dialog);
    const active = deepActiveElement()!;
    const at = order.indexOf(active);
    const back = event.shiftKey ? -1 : 1;
    if (back < 0) stops.reverse();
    const last = stops.at(-1) as HTMLInputElement;
    // Date, time and media controls have Tab stops of their own inside, which Tab walks first.
    if (
      active === dialog ||
      (at >= 0 &&
        (at - order.indexOf(last)) * back >= 0 &&
        !(active === last && ('controls' in last || /date|time/.test(last.type))))
    ) {
      event.preventDefault();
      stops[0]!.focus();
    }
  }

  #onClose(): void {
    const target = this.#returnFocus;
    this.#returnFocus = undefined;
    // Gone (the agent replaced the trigger while the dialog was open): to the trigger's first
    // Tab stop, the closed dialog's being none.
    (target?.isConnected ? target : tabStops(this.renderRoot as ShadowRoot)[0])?.focus();
  }
}

if (!customElements.get('a2ui-modal')) customElements.define('a2ui-modal', A2uiModal);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-modal': A2uiModal;
  }
}
