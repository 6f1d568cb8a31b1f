/** A restaurant the demo agent can find and book. */
export interface Restaurant {
  id: string;
  name: string;
  cuisine: string;
  city: string;
  rating: number;
}

/** The demo agent's fixed data set. */
export const RESTAURANTS: readonly Restaurant[] = [
  {id: 'r1', name: 'Trattoria Lucia', cuisine: 'Italian', city: 'Paris', rating: 4.6},
  {id: 'r2', name: 'Il Forno', cuisine: 'Italian', city: 'Paris', rating: 4.2},
  {id: 'r3', name: 'Sakura Garden', cuisine: 'Japanese', city: 'Paris', rating: 4.8},
  {id: 'r4', name: 'Casa Mexicana', cuisine: 'Mexican', city: 'Lyon', rating: 4.1},
  {id: 'r5', name: 'Pasta Madre', cuisine: 'Italian', city: 'Lyon', rating: 4.4},
  {id: 'r6', name: 'Ramen Ichi', cuisine: 'Japanese', city: 'Lyon', rating: 4.5},
  {id: 'r7', name: 'Le Petit Zinc', cuisine: 'French', city: 'Lille', rating: 4.3},
  {id: 'r8', name: 'Chez Marius', cuisine: 'French', city: 'Marseille', rating: 4.0},
];

/** Restaurants matching a cuisine and city (case-insensitive, empty matches all). */
export function searchRestaurants(cuisine: string, city: string): Restaurant[] {
  const matches = (value: string, query: string) =>
    query.trim() === '' || value.toLowerCase().includes(query.trim().toLowerCase());
  return RESTAURANTS.filter((r) => matches(r.cuisine, cuisine) && matches(r.city, city));
}

/** The cities with restaurants whose name starts with `prefix` (case-insensitive), sorted. */
export function citiesStartingWith(prefix: string): string[] {
  const start = prefix.trim().toLowerCase();
  const cities = new Set(RESTAURANTS.map((r) => r.city));
  return [...cities].filter((city) => city.toLowerCase().startsWith(start)).sort();
}
