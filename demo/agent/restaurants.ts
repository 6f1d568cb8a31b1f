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
];

/** Restaurants matching a cuisine and city (case-insensitive, empty matches all). */
export function searchRestaurants(cuisine: string, city: string): Restaurant[] {
  const matches = (value: string, query: string) =>
    query.trim() === '' || value.toLowerCase().includes(query.trim().toLowerCase());
  return RESTAURANTS.filter((r) => matches(r.cuisine, cuisine) && matches(r.city, city));
}
