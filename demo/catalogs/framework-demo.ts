// The custom catalog of the framework demos (basic catalog + a RatingInput written once on the
// A2uiElement base), shown in the gallery's "Custom components" group.
export {demoCatalog as catalog} from '../frameworks/shared/demo-catalog.js';
