// The DataTable's texts, one block per language, merged into the shell catalogues as `dataTable`: they are a few
// lines, used by every list section, so they stay in the entry chunk rather than load with each section.
export const dataTableEn = {
  actions: 'Actions',
  selectPage: 'Select every row of this page',
  selectRow: 'Select {{label}}',
  loading: 'Loading…',
  pages: 'Pages',
  range: '{{from}}–{{to}} of {{total}}',
  rangeCapped: '{{from}}–{{to}} of more than {{total}}',
  previous: 'Previous',
  next: 'Next',
  filters: 'Filters',
  apply: 'Apply',
  reset: 'Reset',
};
