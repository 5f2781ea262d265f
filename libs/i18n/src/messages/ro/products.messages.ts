/** Names and card subtitles of the product lines (spec §1, §2 home page). */
export const roProducts = {
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
