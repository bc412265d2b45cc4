// The Ambassador's own sentences in the five offline languages. Partner facts
// are inserted as they are; the partner's Italian prose is quoted «…» in the
// other languages (the offline engine does not translate free text, ADR 1302).
import type { AmbassadorLanguage } from "./language";

export interface Channels {
  email?: string | undefined;
  phone?: string | undefined;
  form?: boolean;
  website?: string | undefined;
}

export interface Phrases {
  /** "or" before the last item of a list. */
  or: string;
  and: string;
  greeting: (agent: string, ofPartner: string, partner: string) => string;
  canHelp: string;
  /** The lead-in of the partner's own words about a topic (Italian sentences follow or are quoted). */
  hours: string;
  booking: string;
  prices: string;
  directionsTips: string;
  about: string;
  history: string;
  values: string;
  topic: string;
  address: (address: string, region: string | null) => string;
  phone: (phone: string) => string;
  email: (email: string) => string;
  website: (url: string) => string;
  form: string;
  services: (items: string) => string;
  experiences: (items: string) => string;
  detailsOn: string;
  nearby: (items: string) => string;
  region: (region: string) => string;
  awards: string;
  video: (url: string) => string;
  social: (items: string) => string;
  handoff: (toPartner: string, partner: string) => string;
  contactWays: (channels: Channels) => string | null;
  otherLanguage: string;
  quotedNote: string;
  linkLabels: { form: string; email: string; phone: string; website: string };
}

function list(items: string[], last: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

export const PHRASES: Record<AmbassadorLanguage, Phrases> = {
  it: {
    or: "o",
    and: "e",
    greeting: (agent, ofPartner) => `Ciao, sono ${agent}, l'assistente virtuale ${ofPartner}.`,
    canHelp: "Posso dirti orari, come arrivare, contatti, servizi ed esperienze: chiedi pure.",
    hours: "Ecco gli orari indicati nel profilo:",
    booking: "Sulle prenotazioni il profilo dice:",
    prices: "Sui prezzi il profilo dice:",
    directionsTips: "Per arrivare, il profilo consiglia:",
    about: "In breve:",
    history: "Sulla storia il profilo racconta:",
    values: "I valori dichiarati sono questi:",
    topic: "Ecco cosa dice il profilo:",
    address: (address, region) => `L'indirizzo è ${address}${region ? `, ${region}` : ""}.`,
    phone: (phone) => `Il numero di telefono è ${phone}.`,
    email: (email) => `L'indirizzo e-mail è ${email}.`,
    website: (url) => `Il sito web è ${url}.`,
    form: "Puoi anche usare il modulo di contatto.",
    services: (items) => `I servizi proposti sono: ${items}.`,
    experiences: (items) => `Le esperienze proposte sono: ${items}.`,
    detailsOn: "Eccone i dettagli:",
    nearby: (items) => `Nei dintorni il profilo segnala: ${items}.`,
    region: (region) => `Si trova ${region}.`,
    awards: "Tra i riconoscimenti il profilo indica:",
    video: (url) => `Puoi guardare il video di presentazione qui: ${url}.`,
    social: (items) => `Lo trovi anche sui social: ${items}.`,
    handoff: (toPartner) =>
      `Il profilo non riporta questa informazione e preferisco non inventarla: chiedila direttamente ${toPartner}.`,
    contactWays: (c) => {
      const ways = [
        c.email && `scrivere a ${c.email}`,
        c.phone && `chiamare il ${c.phone}`,
        c.form && "usare il modulo di contatto",
        !c.email && !c.phone && c.website && `visitare il sito ${c.website}`,
      ].filter((w): w is string => Boolean(w));
      return ways.length ? `Puoi ${list(ways, "o")}.` : null;
    },
    otherLanguage: "",
    quotedNote: "",
    linkLabels: {
      form: "Modulo di contatto",
      email: "Scrivi un'e-mail",
      phone: "Chiama",
      website: "Sito web",
    },
  },
  en: {
    or: "or",
    and: "and",
    greeting: (agent, _of, partner) => `Hello, I'm ${agent}, the virtual assistant of ${partner}.`,
    canHelp:
      "I can tell you about opening hours, how to get there, contacts, services and experiences: just ask.",
    hours: "These are the opening hours given in the profile:",
    booking: "About bookings, the profile says:",
    prices: "About prices, the profile says:",
    directionsTips: "For getting there, the profile suggests:",
    about: "In short:",
    history: "About its history, the profile says:",
    values: "These are the values it stands for:",
    topic: "Here is what the profile says:",
    address: (address, region) => `The address is ${address}${region ? `, ${region}` : ""}.`,
    phone: (phone) => `The phone number is ${phone}.`,
    email: (email) => `The e-mail address is ${email}.`,
    website: (url) => `The website is ${url}.`,
    form: "You can also use the contact form.",
    services: (items) => `The services offered are: ${items}.`,
    experiences: (items) => `The experiences on offer are: ${items}.`,
    detailsOn: "Here are the details:",
    nearby: (items) => `Nearby, the profile points out: ${items}.`,
    region: (region) => `It is in ${region}, Italy.`,
    awards: "Among its awards, the profile lists:",
    video: (url) => `You can watch the presentation video here: ${url}.`,
    social: (items) => `You can also find it on social media: ${items}.`,
    handoff: (_to, partner) =>
      `The profile does not include this information and I would rather not guess: please ask ${partner} directly.`,
    contactWays: (c) => {
      const ways = [
        c.email && `write to ${c.email}`,
        c.phone && `call ${c.phone}`,
        c.form && "use the contact form",
        !c.email && !c.phone && c.website && `visit the website ${c.website}`,
      ].filter((w): w is string => Boolean(w));
      return ways.length ? `You can ${list(ways, "or")}.` : null;
    },
    otherLanguage:
      "I am answering in English: without an AI provider I can write in Italian, English, German, French and Spanish.",
    quotedNote: "The quoted text is the partner's own wording, in Italian.",
    linkLabels: { form: "Contact form", email: "Send an e-mail", phone: "Call", website: "Website" },
  },
  de: {
    or: "oder",
    and: "und",
    greeting: (agent, _of, partner) => `Hallo, ich bin ${agent}, die virtuelle Assistenz von ${partner}.`,
    canHelp:
      "Ich kann Ihnen Auskunft über Öffnungszeiten, Anfahrt, Kontakte, Angebote und Erlebnisse geben: Fragen Sie einfach.",
    hours: "Das sind die Öffnungszeiten laut Profil:",
    booking: "Zur Buchung steht im Profil:",
    prices: "Zu den Preisen steht im Profil:",
    directionsTips: "Für die Anreise empfiehlt das Profil:",
    about: "Kurz gesagt:",
    history: "Zur Geschichte steht im Profil:",
    values: "Das sind die Werte, für die es steht:",
    topic: "Dazu steht im Profil:",
    address: (address, region) => `Die Adresse lautet ${address}${region ? `, ${region}` : ""}.`,
    phone: (phone) => `Die Telefonnummer lautet ${phone}.`,
    email: (email) => `Die E-Mail-Adresse lautet ${email}.`,
    website: (url) => `Die Website ist ${url}.`,
    form: "Sie können auch das Kontaktformular nutzen.",
    services: (items) => `Angeboten werden folgende Leistungen: ${items}.`,
    experiences: (items) => `Angeboten werden folgende Erlebnisse: ${items}.`,
    detailsOn: "Hier die Einzelheiten:",
    nearby: (items) => `In der Umgebung empfiehlt das Profil: ${items}.`,
    region: (region) => `Es liegt in der Region ${region} in Italien.`,
    awards: "Als Auszeichnung nennt das Profil:",
    video: (url) => `Das Vorstellungsvideo finden Sie hier: ${url}.`,
    social: (items) => `Sie finden es auch in den sozialen Netzwerken: ${items}.`,
    handoff: (_to, partner) =>
      `Diese Information steht nicht im Profil, und ich möchte nichts erfinden: Bitte fragen Sie direkt bei ${partner} nach.`,
    contactWays: (c) => {
      const ways = [
        c.email && `an ${c.email} schreiben`,
        c.phone && `die Nummer ${c.phone} anrufen`,
        c.form && "das Kontaktformular nutzen",
        !c.email && !c.phone && c.website && `die Website ${c.website} besuchen`,
      ].filter((w): w is string => Boolean(w));
      return ways.length ? `Sie können ${list(ways, "oder")}.` : null;
    },
    otherLanguage: "",
    quotedNote: "Der zitierte Text ist der Originalwortlaut des Partners auf Italienisch.",
    linkLabels: { form: "Kontaktformular", email: "E-Mail schreiben", phone: "Anrufen", website: "Website" },
  },
  fr: {
    or: "ou",
    and: "et",
    greeting: (agent, _of, partner) => `Bonjour, je suis ${agent}, l'assistant virtuel de ${partner}.`,
    canHelp:
      "Je peux vous renseigner sur les horaires, l'accès, les contacts, les services et les expériences : n'hésitez pas à demander.",
    hours: "Voici les horaires indiqués dans le profil :",
    booking: "Pour les réservations, le profil indique :",
    prices: "Sur les prix, le profil indique :",
    directionsTips: "Pour s'y rendre, le profil conseille :",
    about: "En bref :",
    history: "Sur son histoire, le profil raconte :",
    values: "Voici les valeurs qu'il défend :",
    topic: "Voici ce qu'indique le profil :",
    address: (address, region) => `L'adresse est ${address}${region ? `, ${region}` : ""}.`,
    phone: (phone) => `Le numéro de téléphone est le ${phone}.`,
    email: (email) => `L'adresse e-mail est ${email}.`,
    website: (url) => `Le site web est ${url}.`,
    form: "Vous pouvez aussi utiliser le formulaire de contact.",
    services: (items) => `Les services proposés sont les suivants : ${items}.`,
    experiences: (items) => `Les expériences proposées sont les suivantes : ${items}.`,
    detailsOn: "Voici les détails :",
    nearby: (items) => `Dans les environs, le profil signale : ${items}.`,
    region: (region) => `Il se trouve dans la région ${region}, en Italie.`,
    awards: "Parmi ses distinctions, le profil mentionne :",
    video: (url) => `Vous pouvez regarder la vidéo de présentation ici : ${url}.`,
    social: (items) => `Vous le trouverez aussi sur les réseaux sociaux : ${items}.`,
    handoff: (_to, partner) =>
      `Le profil ne contient pas cette information et je préfère ne rien inventer : demandez-la directement à ${partner}.`,
    contactWays: (c) => {
      const ways = [
        c.email && `écrire à ${c.email}`,
        c.phone && `appeler le ${c.phone}`,
        c.form && "utiliser le formulaire de contact",
        !c.email && !c.phone && c.website && `consulter le site ${c.website}`,
      ].filter((w): w is string => Boolean(w));
      return ways.length ? `Vous pouvez ${list(ways, "ou")}.` : null;
    },
    otherLanguage: "",
    quotedNote: "Le texte cité est celui du partenaire, en italien.",
    linkLabels: {
      form: "Formulaire de contact",
      email: "Envoyer un e-mail",
      phone: "Appeler",
      website: "Site web",
    },
  },
  es: {
    or: "o",
    and: "y",
    greeting: (agent, _of, partner) => `Hola, soy ${agent}, el asistente virtual de ${partner}.`,
    canHelp:
      "Puedo informarle sobre horarios, cómo llegar, contactos, servicios y experiencias: pregunte lo que quiera.",
    hours: "Estos son los horarios que indica el perfil:",
    booking: "Sobre las reservas, el perfil dice:",
    prices: "Sobre los precios, el perfil dice:",
    directionsTips: "Para llegar, el perfil aconseja:",
    about: "En pocas palabras:",
    history: "Sobre su historia, el perfil cuenta:",
    values: "Estos son los valores que defiende:",
    topic: "Esto es lo que dice el perfil:",
    address: (address, region) => `La dirección es ${address}${region ? `, ${region}` : ""}.`,
    phone: (phone) => `El número de teléfono es el ${phone}.`,
    email: (email) => `La dirección de correo electrónico es ${email}.`,
    website: (url) => `La página web es ${url}.`,
    form: "También puede usar el formulario de contacto.",
    services: (items) => `Los servicios que ofrece son: ${items}.`,
    experiences: (items) => `Las experiencias que propone son: ${items}.`,
    detailsOn: "Estos son los detalles:",
    nearby: (items) => `En los alrededores, el perfil recomienda: ${items}.`,
    region: (region) => `Se encuentra en la región de ${region}, en Italia.`,
    awards: "Entre sus reconocimientos, el perfil menciona:",
    video: (url) => `Puede ver el vídeo de presentación aquí: ${url}.`,
    social: (items) => `También está en las redes sociales: ${items}.`,
    handoff: (_to, partner) =>
      `El perfil no incluye esta información y prefiero no inventarla: pregúntela directamente a ${partner}.`,
    contactWays: (c) => {
      const ways = [
        c.email && `escribir a ${c.email}`,
        c.phone && `llamar al ${c.phone}`,
        c.form && "usar el formulario de contacto",
        !c.email && !c.phone && c.website && `visitar la web ${c.website}`,
      ].filter((w): w is string => Boolean(w));
      return ways.length ? `Puede ${list(ways, "o")}.` : null;
    },
    otherLanguage: "",
    quotedNote: "El texto citado es el original del socio, en italiano.",
    linkLabels: {
      form: "Formulario de contacto",
      email: "Enviar un correo",
      phone: "Llamar",
      website: "Página web",
    },
  },
};

export { list as joinWith };
