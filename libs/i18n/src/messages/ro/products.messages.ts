/** Names and card subtitles of the product lines (spec §1, §2 home page). */
export const roProducts = {
  'green-card.name': 'Carte Verde',
  'green-card.subtitle': 'Asigurare auto pentru călătoriile în afara țării',
  'rca.name': 'RCA',
  'rca.subtitle': 'Asigurarea obligatorie de răspundere civilă auto',
  'real-estate.name': 'Asigurare ipotecară',
  'real-estate.subtitle': 'Asigurarea bunurilor imobile gajate la bancă',
  'road-tax.name': 'Taxa de drum',
  'road-tax.subtitle': 'Taxa pentru folosirea drumurilor din Republica Moldova',
  'vignette:ro.name': 'Rovinieta',
  'vignette:ro.subtitle': 'Vinieta pentru drumurile din România',
  'vignette:md.name': 'Vinieta Moldova',
  'vignette:md.subtitle': 'Pentru vehiculele înmatriculate în străinătate',
  'vignette:hu.name': 'Vinieta Ungaria',
  'vignette:hu.subtitle': 'e-matrica pentru autostrăzile din Ungaria',
  'vignette:bg.name': 'Vinieta Bulgaria',
  'vignette:bg.subtitle': 'e-vinieta pentru drumurile din Bulgaria',
};
