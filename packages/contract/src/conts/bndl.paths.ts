/**
 * Contents bulk registration (issue 20, admin `contentsBundle`): a spreadsheet of contents and the
 * attachments uploaded beforehand (seqType contents, one upload group). `check` validates every
 * row and lists the files no row names; `import` checks again and writes all rows in one
 * transaction, or nothing. Administrators only.
 */
export const contsBndlPaths = {
  template: 'GET /api/contentsBundle/template',
  check: 'POST /api/contentsBundle/check',
  import: 'POST /api/contentsBundle/import',
} as const;
