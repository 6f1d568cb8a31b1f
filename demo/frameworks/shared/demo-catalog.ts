import {basicCatalog, type Catalog} from 'a2ui-elements';
import * as z from 'zod/mini';
import {RatingInput} from './rating-input.js';

/** The catalog of the framework demos: the basic catalog plus one custom component. */
export const demoCatalog: Catalog = {
  ...basicCatalog,
  id: 'https://a2ui-elements.dev/catalogs/framework-demo.json',
  aliases: [],
  components: {
    ...basicCatalog.components,
    RatingInput: {
      name: 'RatingInput',
      tag: 'demo-rating-input',
      element: RatingInput,
      bindings: {label: 'string', value: 'number', max: 'number'},
      schema: z.strictObject({
        id: z.string(),
        component: z.literal('RatingInput'),
        label: z.optional(z.string()),
        value: z.union([z.number(), z.strictObject({path: z.string()})]),
        max: z.optional(z.number()),
        weight: z.optional(z.number()),
      }),
    },
  },
};
