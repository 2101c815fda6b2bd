/**
 * The browser paths of the ontology area's pages (src/browser/contributions), handed to the server so
 * that no runtime plugin takes one; a test checks the list against the contributions.
 */
export const ONTOLOGY_ROUTE_PATHS: readonly string[] = [
  // lists
  '/ontologies',
  '/class_list/:term_id?',
  '/props_list/:term_id?',
  '/scalar_list/:term_id?',
  '/examp_list/:class_id?',
  '/workspace-items',
  '/workspace-item/:id',
  '/workspaces',
  '/scenarios',
  '/triplets',
  // maps
  '/ontologies/:map_id',
  '/ontology/:map_id',
  '/ontology/:map_id/:triplet_id',
  '/scenario/:map_id/:sc_id',
  '/workspace/:map_id',
  '/taxonomy-graph/:id',
  // exchange
  '/ontology-compare',
  '/ontologyDiff',
  // explore
  '/fact-explorer/:inst?',
  '/termin/:id',
  '/ontology-gloss/:id?',
  '/ontology-doc/:id?',
  '/public/ontology-doc/:id',
  '/osa-search',
  '/osa-search-faq',
  '/matchings',
];
