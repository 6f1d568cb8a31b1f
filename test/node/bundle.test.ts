// The drop-in bundle: size budget, self-contained, exports the public API.
import assert from 'node:assert/strict';
import {before, test} from 'node:test';
import {buildBundle} from '../../scripts/build-bundle.mjs';

/** The budget of issue 5 (35 KB gzip; 30 KB is the target). Not met yet: see `ceilingBytes`. */
const budgetBytes = 35 * 1024;
/** Until the budget is met, the bundle may not grow past what it last measured (63.1 KB gzip
 * when the budget work began, 52.2 KB after the second pass, 50.6 KB after the third, 49.7 KB
 * after the fourth, November 2026): a ratchet to lower. Raised once, from 50 to 51 KB, in the
 * sixth session, which measured 51,742 B: +1,232 B of fixes (basic functions reporting unusable
 * arguments, aria-required, forced-colors and font-size fixes, addElementStyles, uiText, custom
 * element tag checks, the error state of a surface whose creation failed) less 251 B saved.
 * Raised again, from 51 to 52 KB, in the seventh session, which measured 52,352 B: +604 B of
 * fixes found by a hostile-agent pass (Markdown parsed in linear time, bounded trees and data
 * depth), an accessibility pass (the Tabs panel's tab stop, Modal focus wrap and keyboard
 * trigger, every fixed English string in uiText) and a chat-app pass (per-surface counts).
 * Raised to 52.5 KB in the ninth session, which measured 53,272 B: each surface in the language
 * of its closest lang, typed text direction, field entries outliving their element, every
 * problem of an invalid component listed (up to three), clearer function errors: net +928 B
 * since the eighth session began (52,354 B), after about 500 B of trims. Raised to 53 KB in the
 * thirteenth session (from 53,470 B): bugs a fresh-eyes pass found in the elements and the data
 * model (Markdown emphasis and link titles, Modal backdrop, disabled Button, ChoicePicker check,
 * "-" appends, template item state) and the agent's name and icon shown above a surface, as the
 * basic catalog's theme asks. Raised by what accessibility fixes of the fifteenth session cost:
 * +225 B for focus kept in the surface when the agent removes, replaces or moves the focused
 * component. +33 B for robustness: a message that cannot be read (a throwing getter, a revoked
 * proxy) is reported and skipped instead of stopping the batch. +45 B for Markdown links in a
 * Text saying they open in a new tab, +126 B for names made from the component id (and the
 * report) of a Button showing only an undescribed Image and of unlabelled Video and AudioPlayer
 * players. +116 B for locale tags matched in any case (uiTexts) and POSIX script modifiers read
 * (sr_RS@latin is sr-Latn-RS). +41 B for a required multiple-choice ChoicePicker saying so in
 * its name. +23 B for a template over an object showing its key "" (scope /m//). +4 B for the
 * focus kept in a custom container whose wrapped children are the top of its shadow root, +10 B
 * for asking a list's container once whether it holds focus rather than each removed node.
 * +339 B for block quotes and nested lists in a Text's Markdown. +2 B for a Button without a
 * child id (no component looked up for it), +19 B for one showing only an Icon drawn from path
 * data named and reported as one showing only an undescribed Image is. +30 B for focus kept in
 * the closest container still shown when the removed component's own container goes too. +55 B
 * for custom components: a property described for the agent (`t.dynamicNumber.check(z.describe(
 * …))`) coerced as the type it copies, and an element class without `static api` named. +26 B
 * for a component whose render threw rendering again once its values change. +47 B for controls
 * in a narrow Row: a Button, CheckBox, TextField, DateTimeInput and a Slider's value keep their
 * words whole and room to type beside a long text; justify center and end are safe. +31 B for
 * a custom container ordering its children (`renderChildren(prop, wrap, order)`: a sorted table
 * over a template). +44 B for a CheckBox's box and a ChoicePicker list's boxes level with the
 * first line of a long label. +14 B for a ChoicePicker's filter placeholder at 4.5:1 in dark. +7 B for
 * TextField and DateTimeInput minimums that let three fields share a phone's row and for a long
 * agent name wrapping in the surface's attribution. +42 B for tabs that keep their place when
 * another is selected (a hidden bold copy of each title). +15 B for messages still in flight
 * for a deleted surface reported without showing its error slot. +4 B for formatPointer writing
 * a last key "" as `/m//`, which parsePointer reads back. +69 B for a v0.8 maxAllowedSelections
 * said in the surface's language (`uiText.maxSelections`). +4 B for `defineFunction` (a custom
 * function's `impl` typed from its `args` schema). +119 B for a custom function's literal
 * arguments checked against its `args` schema when the component arrives (VALIDATION_FAILED).
 * +120 B for focus kept when a
 * container around the focused component is replaced or removed, or its parent's children
 * change (a Column turned into a Text, a List given another template), and passed on to the
 * first control of what took its place. +34 B for an empty Text taking no room (no gap in its
 * Column or Row) and a visible ↗ after a Markdown link (left out of its name). +13 B for a Card's
 * edge drawn in the dark scheme. +19 B for a CheckBox's message under its label text. +6 B for a
 * Slider drawn in the link colour (a light primary darkened on a light page). +28 B for a List that
 * does not overflow a surface without padding. -22 B: a selected tab's title drawn bold (no hidden
 * bold copy). +1 B for a List with a max height not overflowing either. -2 B for a ChoicePicker
 * not overflowing an unpadded surface (gzip found the same words). +49 B for a Modal keeping Tab
 * in the dialog from an element after its last control (a message the agent put in place of the
 * focused form). +10 B for the link marker pointing the other way (↖) right to left. +85 B for
 * each element defined only if its tag is free (a second copy of the package, as in Next.js).
 * -47 B: terser's third pass and `unsafe_arrows`. -43 B: one listener for a surface's three
 * processor events. +21 B: a custom function's arguments count as bound or computed exactly when
 * the call resolves them (`isDataBinding` / `isFunctionCall`, not any object with `path` or
 * `call`). +12 B: a List or a ChoicePicker's options keep the room for focus rings inside their
 * box below too, and scroll padding keeps a ring whole when focus scrolls it into view. +1 B: a
 * heading or caption Text of white space only takes no room either (trimmed). +113 B: a
 * ChoicePicker says "Select at most N" only for its limit on the selections (`lengthLimit`, the
 * failing rules in `Validation.failed`), not for any check with a `max`. +6 B: the selected tab's
 * title set bold in forced-colors mode, which drops its text shadow. -2 B: the element base class
 * and the binder share childRefs() (children-directive). -22 B: one isRecord (binding/shapes
 * re-exports protocol/json-values'). -2 B: the ChoicePicker's limit says "Select at most N" in
 * its validation (component-context), not only in the element. +120 B: focus follows the
 * component that had it when the update shows it again (a Row replaced by a Card holding the same
 * fields) and passes over places that show nothing (an empty container or Text). -26 B: a
 * Validation no longer carries the failing rules (failed, unused since the ChoicePicker's words
 * moved to component-context). +79 B: a plain
 * Text paragraph is built by hand, not cloned from a template (initial render of 1,000 Texts
 * ~10-20% faster). +23 B: the element created for the component that lost focus is told to
 * keepFocus by its slot, instead of a search of the surface (30-80 ms in a List of 1000 rows).
 * +8 B: focus also follows it when the update lists it where it stood (created before the loss).
 * +43 B: a validation error's path points into the message's operation (`/components/0/text`),
 * as the spec's VALIDATION_FAILED example, not into the whole message. +29 B: a Row of Buttons,
 * CheckBoxes and Icons only wraps instead of running off a phone's screen. +38 B: a data write
 * past an array's end creates the value there, leaving empty slots (below index 10,000), as
 * A2UI v0.9 says, instead of being refused; the refusal beyond says why. +91 B: focus comes back
 * to the copy the user was in of a component the agent shows in several places, not to the last
 * one created. +71 B: a Markdown image in a Text shows its alt text alone, as the basic catalog
 * asks (was "!" and a link). +137 B: a binding reading a name inside a list (`/items/name` while
 * `/items` is an array, an error in A2UI) is reported as DATA_ERROR once per path (was silent).
 * +19 B: a DateTimeInput as tall as a TextField or Button beside it (Chromium's 1px padding of
 * the date and time fields taken off). +43 B: a pressed Button looks pressed (a layer of its text
 * colour over its background; it looked hovered). -5 B: a Modal's edge drawn in the dark scheme,
 * as a Card's (gzip found the same words). +25 B: a hovered primary Button lightens when the
 * primary is too dark for darkening to show (a navy brand: 1.06:1 before). -3 B: a ChoicePicker's
 * label as far above its options as a TextField's above its input. -2 B: a ChoicePicker list's
 * boxes and radios as large as a CheckBox's box (1.25rem, were 1.125rem). +24 B: a pressed chip,
 * tab or dialog close button looks pressed, as a Button does. +39 B: a disabled Button of any
 * variant is grey (a yellow primary at half opacity looked like an enabled olive one), GrayText in
 * forced colours. +18 B: a v0.8 or v1.0 message the adapter refuses shows its surface's error slot, as
 * in v0.9 (processor.reportError).
 * +271 B: a component of a type the catalog lacks is named by its id (20 ids at most), with the
 * catalog type it likely meant (did you mean "Text"? for a wrong case or a typo); ErrorCodes has
 * UNKNOWN_COMPONENT and INVALID_COMPONENT_TREE. +118 B: a cycle names the component holding the
 * reference to its ancestor and the chain from it (root → a → root), not the ancestor. +274 B: a
 * v0.9 value in an A2UI v0.8 form ({literalString}, {path, literalString}, {explicitList},
 * {template}) is named as the v0.8 form with what to write instead, not the closest v0.9 form's
 * complaints. +36 B: an error names the surface of a message that is not JSON (its text's first
 * "surfaceId") or of another A2UI version (any body's surfaceId), so that surface shows it. +52 B:
 * a check written flat ({call, args, message}) says to put the call in condition. +278 B: JSONL:
 * Markdown code fences are skipped, a message written over several lines is one INVALID_JSON saying
 * to write one message per line (not one error per line), a trailing comma gets a hint. -12 B:
 * styles asked of Lit's supportsAdoptingStyleSheets (jsdom renders). +2 B: no lang read on a
 * server render (Lit SSR). +67 B: a v0.8 message given to the processor (or V1Adapter) says it is
 * v0.8 and to use V08Adapter. +21 B: a single-choice ChoicePicker whose filter hides the chosen
 * option stays a Tab stop (its radios unchecked before each render, the chosen ones checked
 * after). +36 B: a tab whose title is empty named after its content's id, a Button whose Text is
 * empty after its own, a ChoicePicker option labelled "" showing its value (WCAG 4.1.2). +100 B: a
 * message nested over 1,024 levels is reported at the property holding the deep value (/value,
 * /components/0/points), not at the message. +113 B: a module defining a custom component run
 * again by hot module replacement warns once that its tag keeps the first element, not throws.
 * +16 B: a Markdown link without text, [](url), shows its URL (was a nameless tab stop). +35 B:
 * a ChoicePicker's "N of M options" status announced once the user pauses typing in its filter.
 * +176 B: the processor refuses what the spec says and the schema cannot (a component id repeated
 * in one updateComponents, a whole data model that is not an object), as VALIDATION_FAILED.
 * +49 B: a List that scrolls and holds nothing to focus is a Tab stop itself (Safari users can
 * scroll it with the keyboard), as the Tabs panel is. +22 B: a List without a child to show is
 * no list of zero items, and a child not yet arrived makes no empty list item (nor a gap).
 * +17 B: first render of many components is cheaper (a Text's paragraph cloned, a component's
 * definition signal kept by its context, a static child list's keys made once).
 * +12 B: formatNumber and formatCurrency show no minus sign on a value that rounds to zero.
 * +68 B: formatDate reads YYYY, DD and A beside a month or a 12-hour clock as agents mean them.
 * +122 B: regex (and validationRegexp) read a pattern with the u flag where it is valid so.
 * +33 B: formatDate reads m beside a year or day without an hour (yyyy-mm-dd) as the month.
 * +24 B: formatDate reads ddd and dddd as the weekday, as moment.js and .NET write it.
 * +21 B: numeric and the number formats take strings in decimal notation only (not 0x10).
 * +59 B: a v0.9 component written in the v0.8 wrapper form ({"component": {"Text": {…}}}) is
 * named as such at the component, not 'Expected string, received object'.
 * +148 B: heading-level on <a2ui-surface>: heading Texts take levels that fit the host page.
 * +28 B: the v0.8 and v1.0 adapters' processJsonl report a message written over several lines
 * as the processor does (the drop-in exports jsonlMessages for them).
 * +133 B: a regex pattern (or a TextField's validationRegexp) written as a JavaScript literal,
 * "/^\\d+$/" or "/abc/i", is reported once with what to write instead (it runs as written).
 * +126 B: an opened Modal focuses its content's first control (itself, before long content), its
 * close button reached last, as drawn (the content's elements awaited before it opens).
 * +14 B: a List that does not scroll (or holds stops) has no tabindex, not -1, so one whose
 * content grows to scroll later is still a browser Tab stop.
 * +8 B: an updateComponents repeating one id many times is refused with 20 errors at most.
 * +37 B: INVALID_COMPONENT_TREE, as UNKNOWN_COMPONENT, names 20 components per surface at most.
 * +48 B: formatDate's QQQQ is "3rd quarter" in English (Intl names no quarter), QQQQQ the digit.
 * +35 B: formatDate reads ISO 8601's basic format (20260202, 20260202T1015Z), not milliseconds.
 * +28 B: UNKNOWN_COMPONENT is told as the message brings a component, at its type's path.
 * +3 B: a Slider without a usable max reaches its value too (not only 100 and its min).
 * +62 B: <a2ui-agent>'s connection state line is in uiText / uiTexts (the drop-in exports
 * uiTextFor and langOf to dist/a2ui-agent.js, +29 B there).
 * +34 B: the v0.8-value hint takes only v0.8's literal keys, alone or with path.
 * +17 B: INVALID_URL and openUrl say a refused URL is not an absolute http(s) URL (a relative
 * one was said to be "not http(s)").
 * +13 B: the trailing-comma hint for text that is not JSON looks only outside its strings.
 * +127 B: a Text, Card, Column or Row in a Row is no narrower than its longest word, up to its
 * share of the row, so a phone's narrow row cuts no short word in the middle.
 * +58 B: a List checks again as Tab is pressed whether it must be a Tab stop itself, as its rows
 * change, grow or come to take focus without a render of the List.
 * +75 B: <a2ui-agent>'s status line says why a problem closed the connection and offers Retry
 * (uiText disconnectedBecause, credentialsRefused, unreachable, retry).
 * +30 B: <a2ui-agent>'s status line says how many actions wait for the connection (uiText
 * actionsWaiting).
 * +99 B: the linear regex matcher runs lookbehind too, and the native engine only patterns it
 * bounds (one choice, no quantified group or back-reference, ≤ 300 chars).
 * +33 B: openUrl says a URL with credentials is refused for them, not as "not http(s)".
 * +93 B: a run of data writes changes the containers it copied itself in place (linear, not
 * quadratic, in the number of writes).
 * +39 B: `length` counts code points without copying the text, once for all of a field's
 * checks.
 * +20 B: a List's template lays out no more items than the surface may render.
 * -16 B: one helper (firstOfTwenty) tells unknown types and tree problems once, 20 per surface.
 * -5 B: the v0.8 value hint takes the literal as the key other than path (all keys being v0.8's), and the linear regex run stops at the end it runs to.
 * +18 B: formatDate hands Date.parse an offset as ECMAScript writes it (+01:00, not +0100), which
 * engines other than V8 may need.
 * +77 B: repeat() (used by List, ChoicePicker, <a2ui-agent>; exported) removes the end marker of
 * each item it drops: Lit's left an empty comment per removed item in the container.
 * -27 B: terser's fourth pass and keep_fargs: false (nothing reads a function's length).
 * -4 B: UNKNOWN_COMPONENT's path is spread as (path && {path}).
 * +49 B: ChoicePicker clears an option input's name as Lit removes it (Chromium kept removed named
 * radios alive in the shadow root's radio group).
 * +276 B: a template List given items appended after its kept items keys only the new ones (one
 * appended row cost work for every row: a stream of N rows was quadratic).
 * -15 B: a data write's last step and a whole-model write are write()'s one base case (837acd5).
 * +22 B: a List asks whether it holds a Tab stop with a walk that ends at the first one (a long
 * list of Buttons was walked row by row on every Tab press and render).
 * +18 B: the processor's errorRewriter, by which V08Adapter makes a2uierror name the agent's ids.
 * +9 B: processor.addCatalog, by which V08Adapter adds the v0.8 minimal catalog (unknown types
 * on it show as in v0.9).
 * +9 B: processor.addErrorRewriter (a list) instead of one errorRewriter slot, so two V08Adapters
 * on one processor each name their own agent's ids.
 * +11 B: an error rewriter that throws is logged and skipped (it stopped the batch).
 * +48 B: addCatalog puts a catalog in `catalogs` and the capabilities as the constructor does,
 * refuses a taken id (false), and adds one unlisted (the v0.8 minimal, not offered to v0.9).
 * +19 B: processor.hasEmitted, by which V08Adapter sends an emitted error as shown (a page
 * rewriter after the adapter's made it map the ids twice).
 * +19 B: addErrorRewriter returns a remover, by which V08Adapter.dispose() stops rewriting.
 * +8 B: processor.catalogs is a frozen copy, replaced by each addCatalog (the live array could
 * be pushed to).
 * +13 B: an empty Text is marked data-empty, which hides it, in Firefox too (it does not match
 * :host:has(> :empty)).
 * +60 B: a List scrolls an item reached from the keyboard whole into view (Firefox leaves one
 * that shows in part where it is, its focus ring cut at the List's edge).
 * +69 B: a Modal whose dialog has nothing to scroll stops the keys that would scroll the page
 * behind it from a button, link or the dialog (Firefox scrolled it), unless a box around scrolls.
 * +10 B: a Text decides it is empty while it renders (what it parsed), not by a query of its
 * shadow tree after each update (one DOM query per Text less on the render path).
 * +52 B: a DateTimeInput unpads the edit and each field of the native input (WebKit padded them,
 * the input 4px taller than a TextField beside it).
 * +94 B: a Text's code block is a Tab stop (tabindex 0) while it scrolls, watched by a
 * ResizeObserver, and a Modal makes its first stop one when it is such content: WebKit makes no
 * scroll box a stop, and Tab never reached a wide code block there.
 * +11 B: a light-DOM component's :host(selector) becomes :is(&, :scope):is(selector), whose
 * styles WebKit applies again as the element's attributes change. */
const ceilingBytes =
  53 * 1024 +
  225 +
  33 +
  45 +
  126 +
  116 +
  41 +
  23 +
  4 +
  10 +
  339 +
  2 +
  19 +
  30 +
  55 +
  26 +
  47 +
  31 +
  44 +
  14 +
  7 +
  42 +
  15 +
  4 +
  69 +
  4 +
  119 +
  120 +
  34 +
  13 +
  19 +
  6 +
  28 -
  22 +
  1 -
  2 +
  49 +
  10 +
  85 -
  47 -
  43 +
  21 +
  12 +
  1 +
  113 +
  6 -
  2 -
  22 -
  2 +
  120 -
  26 +
  79 +
  23 +
  8 +
  43 +
  29 +
  38 +
  91 +
  71 +
  137 +
  19 +
  43 -
  5 +
  25 -
  3 -
  2 +
  24 +
  39 +
  18 +
  271 +
  118 +
  274 +
  36 +
  52 +
  278 -
  12 +
  2 +
  67 +
  21 +
  36 +
  100 +
  113 +
  16 +
  35 +
  176 +
  49 +
  22 +
  17 +
  12 +
  68 +
  122 +
  33 +
  24 +
  21 +
  59 +
  148 +
  28 +
  133 +
  126 +
  14 +
  8 +
  37 +
  48 +
  35 +
  28 +
  3 +
  62 +
  34 +
  17 +
  13 +
  127 +
  58 +
  75 +
  30 +
  99 +
  33 +
  93 +
  39 +
  20 -
  16 -
  5 +
  18 +
  77 -
  27 -
  4 +
  49 +
  276 -
  15 +
  22 +
  18 +
  9 +
  9 +
  11 +
  48 +
  19 +
  19 +
  8 +
  13 +
  60 +
  69 +
  10 +
  52 +
  94 +
  11;
let bundle: Awaited<ReturnType<typeof buildBundle>>;

before(async () => {
  bundle = await buildBundle();
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('dist/a2ui-elements.js does not grow past its ceiling on the way to the 35 KB budget', () => {
  const over = bundle.gzipBytes - budgetBytes;
  console.log(
    `dist/a2ui-elements.js: ${kb(bundle.bytes)} minified, ${kb(bundle.gzipBytes)} gzip ` +
      `(budget ${kb(budgetBytes)}, target 30 KB: ` +
      (over > 0 ? `${kb(over)} over the budget, NOT MET)` : 'met)'),
  );
  const largest = bundle.contributors
    .slice(0, 12)
    .map(([name, bytes]) => `  ${name}: ${kb(bytes)} minified`)
    .join('\n');
  assert.ok(
    bundle.gzipBytes <= ceilingBytes,
    `${kb(bundle.gzipBytes)} gzip is over the ${kb(ceilingBytes)} ceiling. Largest parts:\n${largest}`,
  );
});

test('the bundle imports nothing: every dependency is inside it', () => {
  assert.deepEqual(bundle.imports, []);
});

test('the bundle exports the public API', () => {
  for (const name of [
    'MessageProcessor',
    'defaultProcessor',
    'validateMessage',
    'A2uiSurface',
    'A2uiElement',
  ]) {
    assert.ok(bundle.exports.includes(name), `exports ${name}`);
  }
});

test('dist/a2ui-agent.js brings the connectors and <a2ui-agent>, importing the rest', () => {
  console.log(
    `dist/a2ui-agent.js: ${kb(bundle.agent.bytes)} minified, ${kb(bundle.agent.gzipBytes)} gzip`,
  );
  assert.deepEqual([...new Set(bundle.agent.imports)], ['./a2ui-elements.js']);
  const foreign = bundle.agent.inputs.filter(
    (path) =>
      !path.startsWith('src/transports/') && !path.startsWith('node_modules/eventsource-parser/'),
  );
  assert.deepEqual(foreign, [], 'no second copy of Lit or of the renderer');
  for (const name of ['A2uiAgent', 'SseTransport', 'WebSocketTransport', 'RestTransport']) {
    assert.ok(bundle.agent.exports.includes(name), `exports ${name}`);
  }
});

test('dist/a2ui-v0_8.js brings the v0.8 adapter, taking Lit and the renderer from the drop-in', () => {
  console.log(
    `dist/a2ui-v0_8.js: ${kb(bundle.v08.bytes)} minified, ${kb(bundle.v08.gzipBytes)} gzip`,
  );
  assert.deepEqual([...new Set(bundle.v08.imports)], ['./a2ui-elements.js']);
  // Two tiny helper modules are inlined; everything else outside the adapters is shared.
  const foreign = bundle.v08.inputs.filter((path) => !path.startsWith('src/adapters/'));
  assert.deepEqual(foreign.sort(), ['src/protocol/json-values.ts', 'src/state/json-pointer.ts']);
  assert.ok(
    bundle.v08.inputs.every((path) => !path.startsWith('src/adapters/v1_0/')),
    'no v1.0 adapter inside',
  );
  for (const name of ['V08Adapter', 'toV08ClientMessage', 'v08ClientCapabilities']) {
    assert.ok(bundle.v08.exports.includes(name), `exports ${name}`);
  }
});

test('the main bundle leaves the v0.8 adapter to dist/a2ui-v0_8.js', () => {
  assert.deepEqual(
    bundle.inputs.filter((path) => path.startsWith('src/adapters/')),
    [],
  );
});

test('the main bundle leaves the connectors to dist/a2ui-agent.js', () => {
  assert.deepEqual(
    bundle.inputs.filter((path) => path.startsWith('src/transports/')),
    [],
  );
});
