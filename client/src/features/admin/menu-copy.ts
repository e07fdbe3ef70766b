/**
 * The dashboard menu's entry for the catalogue files page, kept apart from copy.ts so that the dashboard
 * layout (which every signed-in visitor loads) does not bundle every admin string for one label.
 */
export const catalogueFilesMenuLabel = "Import & export";
