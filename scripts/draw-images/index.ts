/**
 * Every illustration the catalogue references, keyed by its path under catalogue/images/.
 * The keys are the contract with the YAML authors: renaming one breaks their `image.src`.
 */
import { buildingMaterial } from './drawings/building-material.ts';
import { plumbingHeating } from './drawings/plumbing-heating.ts';
import { timberImages } from './drawings/timber.ts';
import { toolsElectrical } from './drawings/tools-electrical.ts';
import { ironmongery } from './drawings/ironmongery.ts';
import { decorating } from './drawings/decorating.ts';
import { services } from './drawings/services.ts';
import { home } from './drawings/home.ts';
import { baggedMaterials } from './drawings/bagged.ts';
import { heating } from './drawings/heating.ts';
import { brands } from './drawings/brands.ts';

export const illustrations: Readonly<Record<string, () => string>> = {
  ...buildingMaterial,
  ...baggedMaterials,
  ...plumbingHeating,
  ...heating,
  ...timberImages,
  ...toolsElectrical,
  ...ironmongery,
  ...decorating,
  ...services,
  ...home,
  ...brands,
};
