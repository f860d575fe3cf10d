// How every screen shows transactions with no category (issue 30): one name, one grey and a
// dashed circle (a category still to be chosen), on history rows, chips, the dashboard's rows and
// the categories screen alike. The grey is not Other Expenses' (#6B7280, minus-circle): that is a
// category. The API's category breakdown gives its Uncategorized row the same name, colour and
// icon (api/src/modules/insights/insights.repository.ts; a spec there checks they agree).
export const UNCATEGORIZED_LOOK = {
  name: 'Uncategorized',
  color: '#94A3B8',
  icon: 'circle-dashed',
} as const;
