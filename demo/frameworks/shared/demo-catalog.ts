import {basicCatalog, defineCatalog} from 'a2ui-elements';
import {RatingInput} from './rating-input.js';

/** The catalog of the framework demos: the basic catalog plus one custom component. */
export const demoCatalog = defineCatalog({
  id: 'https://a2ui-elements.dev/catalogs/framework-demo.json',
  extends: basicCatalog,
  components: [RatingInput],
});
