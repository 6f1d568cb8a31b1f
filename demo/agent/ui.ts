import type {ServerMessage} from '../../src/server/index.js';
import type {Restaurant} from './restaurants.js';

/** The basic catalog the demo agent renders with. */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const VERSION = 'v0.9';

type Component = {id: string; component: string; [prop: string]: unknown};

const createSurface = (surfaceId: string): ServerMessage => ({
  version: VERSION,
  createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID, sendDataModel: true},
});
const updateComponents = (surfaceId: string, components: Component[]): ServerMessage => ({
  version: VERSION,
  updateComponents: {surfaceId, components},
});
/** An `updateDataModel` message. */
export const updateDataModel = (
  surfaceId: string,
  path: string,
  value: unknown,
): ServerMessage => ({
  version: VERSION,
  updateDataModel: {surfaceId, path, value},
});
const text = (id: string, value: unknown, variant?: string): Component => ({
  id,
  component: 'Text',
  text: value,
  ...(variant ? {variant} : {}),
});
const button = (id: string, label: string, action: unknown, extra: object = {}): Component[] => [
  {id, component: 'Button', child: `${id}-label`, action, ...extra},
  text(`${id}-label`, label),
];
const required = (path: string, message: string) => ({
  condition: {call: 'required', args: {value: {path}}},
  message,
});

/** Surface ids the demo agent uses. */
export const SURFACES = {finder: 'finder', booking: 'booking', dashboard: 'dashboard'} as const;

/**
 * Which A2UI the renderer speaks. Messages stay v0.9-shaped either way (the session stamps the
 * v1.0 version); `v1` adds the components whose properties only the v1.0 catalog has.
 */
export interface UiOptions {
  /** The renderer speaks A2UI v1.0 (v0.10). */
  v1?: boolean;
  /** The renderer speaks A2UI v0.8, which has no functions: the agent formats the lines. */
  v08?: boolean;
}

/** The search form's own children: v1.0 puts a Suggest button beside the city field. */
const formChildren = ({v1}: UiOptions) =>
  v1
    ? ['title', 'cuisine', 'city-row', 'suggestions', 'search']
    : ['title', 'cuisine', 'city', 'search'];

/** v1.0 only: the city field with a placeholder, and a Suggest button that wants an answer. */
function citySuggestions(): Component[] {
  return [
    {id: 'city-row', component: 'Row', children: ['city', 'suggest'], align: 'end'},
    {
      id: 'city',
      component: 'TextField',
      label: 'City',
      placeholder: 'Start typing, then Suggest',
      value: {path: '/query/city'},
      weight: 1,
    },
    ...button('suggest', 'Suggest', {
      event: {
        name: 'suggest_city',
        context: {prefix: {path: '/query/city'}},
        wantResponse: true,
        responsePath: '/query/suggestions',
      },
    }),
    {
      id: 'suggestions',
      component: 'List',
      children: {componentId: 'suggestion', path: '/query/suggestions'},
    },
    text('suggestion', {path: ''}, 'caption'),
  ];
}

/** Turn 1: the search form. */
export function searchForm(options: UiOptions = {}): ServerMessage[] {
  const id = SURFACES.finder;
  return [
    createSurface(id),
    updateComponents(id, [
      {id: 'root', component: 'Column', children: formChildren(options)},
      text('title', 'Find a restaurant', 'h2'),
      {id: 'cuisine', component: 'TextField', label: 'Cuisine', value: {path: '/query/cuisine'}},
      ...(options.v1
        ? citySuggestions()
        : [{id: 'city', component: 'TextField', label: 'City', value: {path: '/query/city'}}]),
      ...button(
        'search',
        'Search',
        {
          event: {
            name: 'search',
            context: {cuisine: {path: '/query/cuisine'}, city: {path: '/query/city'}},
          },
        },
        {variant: 'primary'},
      ),
    ]),
    updateDataModel(id, '/', {
      query: {cuisine: '', city: '', ...(options.v1 && {suggestions: []})},
    }),
  ];
}

/**
 * Turn 2: the results list under the search form. Results and status live under `/view`, beside
 * the user's `/query`: a v0.8 renderer gets a data change as the whole object that holds it, so
 * a value written at the top level would rewrite `/query` and wipe what the user typed.
 */
export function searchResults(
  status: string,
  results: Restaurant[],
  options: UiOptions = {},
): ServerMessage[] {
  const id = SURFACES.finder;
  return [
    updateDataModel(id, '/view', {status, results}),
    updateComponents(id, [
      {id: 'root', component: 'Column', children: [...formChildren(options), 'status', 'results']},
      text('status', {path: '/view/status'}, 'h3'),
      {
        id: 'results',
        component: 'List',
        children: {componentId: 'result-card', path: '/view/results'},
      },
      {id: 'result-card', component: 'Card', child: 'result-row'},
      {id: 'result-row', component: 'Row', children: ['result-name', 'result-rating', 'book']},
      text('result-name', {path: 'name'}),
      text('result-rating', {path: 'rating'}, 'caption'),
      ...button('book', 'Book', {
        event: {name: 'book', context: {restaurantId: {path: 'id'}, restaurant: {path: 'name'}}},
      }),
    ]),
  ];
}

/** Turn 3: the booking form, validated on the renderer (checks) and again by the agent. */
export function bookingForm(restaurant: Restaurant): ServerMessage[] {
  const id = SURFACES.booking;
  return [
    createSurface(id),
    updateComponents(id, [
      {
        id: 'root',
        component: 'Column',
        children: ['booking-title', 'guest-name', 'guests', 'booking-error', 'confirm'],
      },
      text('booking-title', `Book a table at ${restaurant.name}`, 'h2'),
      {
        id: 'guest-name',
        component: 'TextField',
        label: 'Your name',
        value: {path: '/booking/name'},
        checks: [required('/booking/name', 'Please enter your name')],
      },
      {
        id: 'guests',
        component: 'TextField',
        label: 'Guests',
        variant: 'number',
        value: {path: '/booking/guests'},
        checks: [required('/booking/guests', 'How many guests?')],
      },
      text('booking-error', {path: '/booking/error'}, 'caption'),
      ...button(
        'confirm',
        'Confirm booking',
        {
          event: {
            name: 'confirm',
            context: {
              restaurantId: restaurant.id,
              name: {path: '/booking/name'},
              guests: {path: '/booking/guests'},
            },
          },
        },
        {variant: 'primary', checks: [required('/booking/name', 'Please enter your name')]},
      ),
    ]),
    updateDataModel(id, '/', {booking: {name: '', guests: '2', error: ''}}),
  ];
}

/** The agent's own validation failure, shown under the form. */
export function bookingError(message: string): ServerMessage[] {
  return [updateDataModel(SURFACES.booking, '/booking/error', message)];
}

/** Turn 4: the confirmation, built from the data model the renderer synced. */
export function confirmation(summary: string, synced: string): ServerMessage[] {
  const id = SURFACES.booking;
  return [
    updateComponents(id, [
      {id: 'root', component: 'Column', children: ['confirmed', 'synced', 'again']},
      text('confirmed', summary, 'h2'),
      text('synced', synced, 'caption'),
      ...button('again', 'New search', {event: {name: 'new_search', context: {}}}),
    ]),
  ];
}

/** The booking surface goes away when a new search starts. */
export function closeBooking(): ServerMessage[] {
  return [{version: VERSION, deleteSurface: {surfaceId: SURFACES.booking}}];
}

/**
 * The live dashboard; its data model is pushed by the agent on a timer. For a v1.0 renderer it
 * has a line for when the session opened, formatted by the renderer (`/opened`).
 */
export function dashboard(options: UiOptions = {}): ServerMessage[] {
  const id = SURFACES.dashboard;
  const opened = options.v1 ? [text('dash-opened', {path: '/opened'}, 'caption')] : [];
  return [
    createSurface(id),
    updateComponents(id, [
      {id: 'root', component: 'Card', child: 'dash-column'},
      {
        id: 'dash-column',
        component: 'Column',
        children: [
          'dash-title',
          'dash-orders',
          'dash-tick',
          'dash-note',
          ...opened.map((c) => c.id),
        ],
      },
      text('dash-title', 'Kitchen dashboard (live)', 'h3'),
      // REST, A2A and AG-UI answer requests only: the timer's updates have no way to the page.
      text(
        'dash-note',
        'Updates every second over the streaming transports (SSE, WebSocket, MCP); REST, A2A and AG-UI send only answers.',
        'caption',
      ),
      ...(options.v08
        ? [
            text('dash-orders', {path: '/stats/ordersLine'}),
            text('dash-tick', {path: '/stats/tickLine'}, 'caption'),
          ]
        : [
            text('dash-orders', {
              call: 'formatString',
              args: {value: 'Open orders: ${/stats/orders}'},
            }),
            text(
              'dash-tick',
              {call: 'formatString', args: {value: 'Update #${/stats/tick}'}},
              'caption',
            ),
          ]),
      ...opened,
    ]),
    updateDataModel(id, '/stats', dashboardStats(0, 3)),
  ];
}

/**
 * The dashboard's `/stats`: the numbers, and the lines a v0.8 renderer shows as they are (a
 * v0.9 or v1.0 one formats them itself with `formatString`).
 */
export function dashboardStats(tick: number, orders: number) {
  return {tick, orders, ordersLine: `Open orders: ${orders}`, tickLine: `Update #${tick}`};
}
