/**
 * The in-page half of the benchmark: each workload as one timed sample, driven from Node through
 * `window.bench`. Every contestant page bundles this same file with its own adapter.
 */
import type {Contestant, Session} from './contestant.js';
import {countRenders, deepElementCount, deepQueryAll, deepText, nextTask, settle} from './dom.js';
import {
  countItems,
  createSurface,
  rowName,
  streamedTextSurface,
  templateList,
  textSurface,
  typingForm,
  updateDataModel,
} from './messages.js';

/** One official example: its file name and messages. */
export interface Example {
  readonly name: string;
  readonly messages: readonly unknown[];
}

/** What one timed sample reports; `ms` is the timed part. */
export interface Sample {
  ms: number;
  [metric: string]: number | boolean | string[];
}

const SURFACE = 'bench';
/** The 50 characters typed into the TextField (no markdown syntax in them). */
export const TYPED_TEXT = 'the quick brown fox jumps over the lazy dog 0123456';

/** The harness object a contestant page installs as `window.bench`. */
export class Bench {
  readonly contestant: Contestant['name'];
  private readonly host: HTMLElement;
  private session: Session | undefined;
  private examples: Example[] = [];
  private retained: unknown;

  constructor(private readonly target: Contestant) {
    this.contestant = target.name;
    this.host = document.createElement('div');
    this.host.id = 'bench-host';
    document.body.append(this.host);
  }

  /** Opens a session with its surface created and settled (untimed set-up). */
  private async open(): Promise<Session> {
    this.close();
    const session = this.target.open(this.host, SURFACE);
    session.process([createSurface(SURFACE)]);
    await settle(session.element);
    this.session = session;
    return session;
  }

  /** Disposes the open session, if any. */
  close(): void {
    this.session?.dispose();
    this.session = undefined;
  }

  private current(): Session {
    if (!this.session) throw new Error('no open session: call the prepare step first');
    return this.session;
  }

  /** Forces style and layout; returns how long that took. */
  private static layout(): number {
    const start = performance.now();
    void document.body.getBoundingClientRect().height;
    void document.documentElement.offsetHeight;
    return performance.now() - start;
  }

  /** Workload 2: `count` Text components in one message, to the DOM complete. */
  async initialRender(count: number): Promise<Sample> {
    const session = await this.open();
    const messages = textSurface(SURFACE, count);
    const start = performance.now();
    const refused = session.process(messages);
    const done = await settle(
      session.element,
      () => countItems(deepText(session.element)) === count,
    );
    const layoutMs = Bench.layout();
    const elements = deepElementCount(session.element);
    this.close();
    return {ms: done - start, layoutMs, refused, elements};
  }

  /**
   * Workload 3: the root, then `count` Texts, one message per task, to the final DOM. Stops
   * feeding after `capMs` (then `completed` < `count` and `timedOut` is set).
   */
  async streaming(count: number, capMs: number): Promise<Sample> {
    const session = await this.open();
    const messages = streamedTextSurface(SURFACE, count);
    let refused = 0;
    let fed = 0;
    const start = performance.now();
    for (const message of messages) {
      refused += session.process([message]);
      fed++;
      await nextTask();
      if (performance.now() - start > capMs) break;
    }
    const completed = Math.max(0, fed - 1);
    const done = await settle(
      session.element,
      () => countItems(deepText(session.element)) === completed,
    );
    this.close();
    return {ms: done - start, refused, completed, timedOut: completed < count};
  }

  /** Workload 4 set-up: a `rows`-row template list, rendered and settled. */
  async prepareListUpdate(rows: number): Promise<Sample> {
    const session = await this.open();
    const start = performance.now();
    const refused = session.process(templateList(SURFACE, rows));
    const last = rowName(rows - 1);
    const done = await settle(session.element, () => deepText(session.element).includes(last));
    return {ms: done - start, refused, elements: deepElementCount(session.element)};
  }

  /** Workload 4: one data-model write changing the middle row's name, to the DOM updated. */
  async listUpdate(rows: number, round: number): Promise<Sample> {
    const session = this.current();
    const value = `changed ${round} now`;
    const counter = countRenders(session.element);
    const start = performance.now();
    const refused = session.process([
      updateDataModel(SURFACE, `/items/${Math.floor(rows / 2)}/name`, value),
    ]);
    const done = await settle(session.element, () => deepText(session.element).includes(value));
    return {ms: done - start, refused, ...counter.stop()};
  }

  /** Workload 5 set-up: the TextField, its echo and `others` unrelated bound Texts. */
  async prepareTyping(others: number): Promise<Sample> {
    const session = await this.open();
    const start = performance.now();
    const refused = session.process(typingForm(SURFACE, others));
    const done = await settle(session.element, () => this.input(session) !== undefined);
    return {ms: done - start, refused};
  }

  private input(session: Session): HTMLInputElement | HTMLTextAreaElement | undefined {
    return deepQueryAll(session.element, 'input, textarea')[0] as HTMLInputElement | undefined;
  }

  private async type(session: Session, value: string): Promise<number> {
    const input = this.input(session);
    if (!input) throw new Error('no text input rendered');
    const start = performance.now();
    input.value = value;
    input.dispatchEvent(
      new InputEvent('input', {bubbles: true, composed: true, inputType: 'insertText'}),
    );
    const echoed = (): boolean =>
      value === '' || deepText(session.element).includes(value.trimEnd());
    return (await settle(session.element, echoed)) - start;
  }

  /** Workload 5: types `TYPED_TEXT` one character per input event, each to its echo in the DOM. */
  async typing(): Promise<Sample> {
    const session = this.current();
    await this.type(session, '');
    const counter = countRenders(session.element);
    let ms = 0;
    for (let i = 1; i <= TYPED_TEXT.length; i++)
      ms += await this.type(session, TYPED_TEXT.slice(0, i));
    return {ms, perKeyMs: ms / TYPED_TEXT.length, ...counter.stop()};
  }

  /** Workload 6 set-up: the official examples, kept in the page. */
  setExamples(examples: Example[]): number {
    this.examples = examples;
    return examples.length;
  }

  /**
   * Workload 6: every example rendered in turn, each on a fresh renderer, to the DOM settled.
   * Only rendering is timed (not the deleteSurface between examples).
   */
  async examplesInTurn(): Promise<Sample> {
    this.close();
    const inputs = this.examples.map((example) => structuredClone(example.messages));
    let ms = 0;
    let refused = 0;
    const failed: string[] = [];
    const times: Array<[string, number]> = [];
    for (const [index, messages] of inputs.entries()) {
      const session = this.target.open(this.host, surfaceIdOf(messages));
      const start = performance.now();
      const refusedHere = session.process(messages);
      const took = (await settle(session.element)) - start;
      ms += took;
      times.push([this.examples[index]!.name, took]);
      refused += refusedHere;
      if (refusedHere > 0 || deepText(session.element).trim() === '') {
        failed.push(this.examples[index]!.name);
      }
      session.dispose();
    }
    const slowest = times
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, took]) => `${name} ${took.toFixed(1)} ms`);
    return {ms, refused, failed, slowest, rendered: inputs.length - failed.length};
  }

  /** Workload 7, step 1: an empty surface, nothing else retained. */
  async heapBaseline(): Promise<Sample> {
    this.retained = undefined;
    await this.open();
    return {ms: 0};
  }

  /** Workload 7, step 2: `count` Texts rendered on the open surface. */
  async heapRender(count: number): Promise<Sample> {
    const session = this.current();
    const start = performance.now();
    session.process(textSurface(SURFACE, count));
    const done = await settle(
      session.element,
      () => countItems(deepText(session.element)) === count,
    );
    return {ms: done - start};
  }

  /** Workload 7, step 3: deleteSurface; the renderer instance stays alive, as in an app. */
  async heapDelete(): Promise<Sample> {
    const session = this.current();
    this.retained = session.renderer;
    this.close();
    await settle(this.host);
    return {ms: 0};
  }

  /** Whether the heap workload is holding a renderer instance. */
  get holdsRenderer(): boolean {
    return this.retained !== undefined;
  }

  /** Drops everything the heap workload kept. */
  heapRelease(): void {
    this.retained = undefined;
    this.close();
  }
}

function surfaceIdOf(messages: readonly unknown[]): string {
  for (const message of messages) {
    const created = (message as {createSurface?: {surfaceId?: unknown}}).createSurface;
    if (typeof created?.surfaceId === 'string') return created.surfaceId;
  }
  return 'example';
}

/** Creates the harness for `contestant` and installs it as `window.bench`. */
export function install(contestant: Contestant): void {
  (window as unknown as {bench: Bench}).bench = new Bench(contestant);
}
