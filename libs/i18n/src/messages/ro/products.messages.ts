/** Names and card subtitles of the product lines (spec §1, §2 home page). */
export const roProducts = {
  'rca.name': 'RCA',
  'rca.subtitle': 'Asigurarea obligatorie de răspundere civilă auto',
};
