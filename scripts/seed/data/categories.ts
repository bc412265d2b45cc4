import type { SeedCategory } from "./types";

export const categories: SeedCategory[] = [
  {
    slug: "moda",
    name: "Moda",
    description:
      "Atelier, maison e distretti produttivi che hanno reso il Made in Italy un sinonimo di stile. Tendenze, protagonisti e mestieri della moda italiana.",
    orderIndex: 0,
  },
  {
    slug: "lifestyle",
    name: "Lifestyle",
    description:
      "L'arte di vivere all'italiana: tavola, benessere, viaggi e piccoli rituali quotidiani raccontati con lo sguardo di chi sa riconoscere la qualità.",
    orderIndex: 1,
  },
  {
    slug: "design",
    name: "Design",
    description:
      "Dagli oggetti iconici alle nuove generazioni di progettisti: storie di forme, materiali e aziende che continuano a ridefinire il design italiano.",
    orderIndex: 2,
  },
  {
    slug: "arte",
    name: "Arte e Cultura",
    description:
      "Musei, mostre, teatri e patrimonio diffuso: un viaggio nella cultura italiana, tra grandi capolavori e realtà da scoprire lontano dai soliti itinerari.",
    orderIndex: 3,
  },
  {
    slug: "turismo",
    name: "Turismo",
    description:
      "Borghi, coste, montagne e città d'arte: itinerari e indirizzi per conoscere l'Italia più autentica, con consigli pratici per ogni stagione.",
    orderIndex: 4,
  },
  {
    slug: "innovazione",
    name: "Innovazione",
    description:
      "Startup, ricerca e imprese che guardano avanti: le idee italiane che stanno cambiando industria, scienza e società, raccontate da chi le costruisce.",
    orderIndex: 5,
  },
];
