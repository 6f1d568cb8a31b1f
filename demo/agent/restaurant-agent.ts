import type {
  ActionBody,
  AgentHandlers,
  AgentSession,
  ClientMetadata,
} from '../../src/server/index.js';
import {citiesStartingWith, RESTAURANTS, searchRestaurants} from './restaurants.js';
import {
  bookingError,
  dashboardStats,
  bookingForm,
  closeBooking,
  confirmation,
  dashboard,
  searchForm,
  searchResults,
  SURFACES,
  updateDataModel,
} from './ui.js';

/** Options of the demo agent. */
export interface RestaurantAgentOptions {
  /** Interval of the dashboard's data model pushes in ms (0 disables them; default 1000). */
  tickMs?: number;
}

/** How many actions (and data models) a session's record keeps, the latest ones. */
export const RECORD_LIMIT = 100;

/** What the demo agent remembers of each session (the latest {@link RECORD_LIMIT}), for tests. */
export interface DemoSessionRecord {
  actions: ActionBody[];
  dataModels: unknown[];
}

/**
 * The scripted restaurant finder: search form → results → booking form (validated) →
 * confirmation, plus a live dashboard surface whose data model the agent updates on a timer.
 * It reads the user's entries from the synced data model (`a2uiClientDataModel`) where it can,
 * falling back to the action context.
 *
 * A v1.0 (v0.10) renderer also gets a Suggest button beside the city field, answered with
 * `respondToAction` (the matching cities, written at `/query/suggestions` and listed), and the
 * dashboard line saying when the session opened, formatted by the renderer's `formatDate` in the
 * user's locale and time zone (one `callFunction` per session).
 */
export function restaurantAgent(options: RestaurantAgentOptions = {}): AgentHandlers {
  const tickMs = options.tickMs ?? 1000;
  return {
    onConnect(session) {
      session.state.record = {actions: [], dataModels: []} satisfies DemoSessionRecord;
      const ui = {v1: session.isV1, v08: session.protocolVersion === 'v0.8'};
      session.send([...searchForm(ui), ...dashboard(ui)]);
      if (tickMs > 0) startDashboard(session, tickMs);
      if (session.isV1) showOpeningTime(session);
    },
    onAction(session, action, metadata) {
      const record = session.state.record as DemoSessionRecord | undefined;
      if (record) {
        keepLatest(record.actions, action);
        if (metadata.a2uiClientDataModel)
          keepLatest(record.dataModels, metadata.a2uiClientDataModel);
      }
      handleAction(session, action, metadata);
    },
  };
}

/** Appends `item`, dropping the oldest past {@link RECORD_LIMIT}: a long session stays small. */
function keepLatest<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > RECORD_LIMIT) list.splice(0, list.length - RECORD_LIMIT);
}

function startDashboard(session: AgentSession, tickMs: number): void {
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    const orders = 3 + ((tick * 7) % 11);
    session.send(updateDataModel(SURFACES.dashboard, '/stats', dashboardStats(tick, orders)));
  }, tickMs);
  timer.unref?.();
  session.onClose(() => clearInterval(timer));
}

/** Asks the renderer to format the session's opening time, then shows it on the dashboard. */
function showOpeningTime(session: AgentSession): void {
  const args = {value: new Date().toISOString(), format: 'EEEE d MMMM, HH:mm'};
  // Not awaited: the answer is only taken in once onConnect has returned (and on a pull-based
  // transport the call itself leaves with the reply to this turn).
  session
    .callFunction('formatDate', args, 'string')
    .then((formatted) =>
      session.send(updateDataModel(SURFACES.dashboard, '/opened', `Session opened ${formatted}`)),
    )
    .catch(() => undefined); // no answer (or the session closed): the line stays empty
}

function synced(metadata: ClientMetadata, surfaceId: string): Record<string, unknown> {
  return metadata.a2uiClientDataModel?.surfaces?.[surfaceId] ?? {};
}

function pick(model: Record<string, unknown>, group: string, key: string): string | undefined {
  const value = (model[group] as Record<string, unknown> | undefined)?.[key];
  return value === undefined || value === null ? undefined : String(value);
}

function handleAction(session: AgentSession, action: ActionBody, metadata: ClientMetadata): void {
  const context = action.context ?? {};
  switch (action.name) {
    case 'search': {
      const model = synced(metadata, SURFACES.finder);
      const cuisine = pick(model, 'query', 'cuisine') ?? String(context.cuisine ?? '');
      const city = pick(model, 'query', 'city') ?? String(context.city ?? '');
      const results = searchRestaurants(cuisine, city);
      const where = [cuisine, city].filter(Boolean).join(' in ') || 'anything';
      const status = `${results.length} results for ${where}`;
      session.send(searchResults(status, results, {v1: session.isV1}));
      return;
    }
    case 'suggest_city': {
      if (!session.isV1 || action.actionId === undefined) return;
      const model = synced(metadata, SURFACES.finder);
      const prefix = pick(model, 'query', 'city') ?? String(context.prefix ?? '');
      session.respondToAction(action.actionId, citiesStartingWith(prefix));
      return;
    }
    case 'book': {
      const restaurant = RESTAURANTS.find((r) => r.id === context.restaurantId);
      if (restaurant) {
        session.state.restaurant = restaurant;
        session.send(bookingForm(restaurant));
      }
      return;
    }
    case 'confirm': {
      const model = synced(metadata, SURFACES.booking);
      const name = (pick(model, 'booking', 'name') ?? String(context.name ?? '')).trim();
      const guests = Number(pick(model, 'booking', 'guests') ?? context.guests);
      if (name === '') return session.send(bookingError('The agent needs a name for the booking.'));
      if (!Number.isInteger(guests) || guests < 1 || guests > 12) {
        return session.send(bookingError('Guests must be a whole number from 1 to 12.'));
      }
      const restaurant = RESTAURANTS.find((r) => r.id === context.restaurantId);
      const summary = `Booked: a table for ${guests} at ${restaurant?.name ?? 'the restaurant'}, under ${name}.`;
      const sync = metadata.a2uiClientDataModel
        ? `Agent received the data model: name=${pick(model, 'booking', 'name')}, guests=${pick(model, 'booking', 'guests')}`
        : 'Agent received no data model.';
      session.send(confirmation(summary, sync));
      return;
    }
    case 'new_search':
      session.send(closeBooking());
      return;
  }
}
