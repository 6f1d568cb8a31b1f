import {demoCatalog} from './demo-catalog.js';

/** The one surface every framework demo renders: a name field, a custom rating, a button. */
export const demoMessages = [
  {version: 'v0.9', createSurface: {surfaceId: 'feedback', catalogId: demoCatalog.id}},
  {
    version: 'v0.9',
    updateDataModel: {surfaceId: 'feedback', value: {name: '', rating: 3}},
  },
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId: 'feedback',
      components: [
        {id: 'root', component: 'Column', children: ['title', 'name', 'rating', 'send']},
        {id: 'title', component: 'Text', text: 'Rate your visit', variant: 'h2'},
        {id: 'name', component: 'TextField', label: 'Your name', value: {path: '/name'}},
        {id: 'rating', component: 'RatingInput', label: 'Rating', value: {path: '/rating'}},
        {id: 'send-label', component: 'Text', text: 'Send'},
        {
          id: 'send',
          component: 'Button',
          variant: 'primary',
          child: 'send-label',
          action: {
            event: {
              name: 'sendFeedback',
              context: {name: {path: '/name'}, rating: {path: '/rating'}},
            },
          },
        },
      ],
    },
  },
];
