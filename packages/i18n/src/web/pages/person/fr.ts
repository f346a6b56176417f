import type { Texts } from './nl.ts';

/** The person form /person in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Déclarer un fait non urgent',
  intro:
    'Vous avez été victime de coups, d’un crime de haine, de menaces, de harcèlement ou d’une escroquerie, ou vous avez perdu un objet ou un document ? Faites votre déclaration ici. Comptez environ 10 minutes. Si une aide urgente est nécessaire, appelez le 101 (police) ou le 112 (ambulance et pompiers).',
  steps: {
    crime_type: 'Type de fait',
    declarant_authentication: 'Votre identification',
    declarant_contact_data: 'Vos coordonnées',
    fact_information: 'Que s’est-il passé ?',
    attachments: 'Pièces jointes',
    declaration_overview: 'Récapitulatif et envoi',
  },
  crime_type: {
    legend: 'Quel fait voulez-vous déclarer ?',
    types: {
      assault: 'Coups et blessures',
      hate_crime: 'Crime de haine',
      threats: 'Menaces',
      psychological_harassment: 'Harcèlement',
      sexual_harassment: 'Harcèlement sexuel',
      swindling: 'Escroquerie',
      object_loss: 'Perte d’un objet',
      document_loss: 'Perte d’un document',
    },
    hints: {
      assault: 'Quelqu’un vous a frappé, bousculé ou blessé.',
      hate_crime:
        'Un fait commis en raison de votre origine, couleur de peau, conviction, orientation sexuelle, handicap ou d’une autre caractéristique.',
      threats:
        'Quelqu’un a menacé de s’en prendre à vous ou à vos proches, oralement, par écrit ou en ligne.',
      psychological_harassment:
        'Quelqu’un vous importune de manière répétée et trouble ainsi votre tranquillité, par exemple par des messages, des appels ou en vous suivant.',
      sexual_harassment: 'Des remarques, messages ou contacts non désirés à connotation sexuelle.',
      swindling:
        'Quelqu’un vous a trompé pour obtenir de l’argent ou des biens, par exemple lors d’un achat jamais livré.',
      object_loss: 'Vous avez perdu un objet, par exemple un portefeuille, un GSM, des clés ou un sac.',
      document_loss:
        'Vous avez perdu un document, par exemple votre permis de conduire, une carte de séjour ou un passeport.',
    },
    other: 'Autre fait',
    other_hint: 'Votre fait ne figure pas dans cette liste.',
    elsewhere:
      'Votre fait ne figure pas dans la liste, par exemple un vol, une dégradation ou du phishing ? Retournez alors à la <home>page d’accueil</home> et choisissez-y la bonne déclaration. Une carte d’identité perdue se bloque via DOC STOP : <tel>00800 2123 2123</tel>.',
  },
  fact: {
    place: 'Où cela s’est-il passé ?',
    place_address: 'À une adresse',
    place_online: 'En ligne',
    place_online_hint: 'Par messages, e-mail, réseaux sociaux, une application ou un site web.',
    place_municipality: 'Je ne connais que la commune',
    place_municipality_hint: 'Vous ne savez pas dans quelle rue vous l’avez perdu.',
    online_note:
      'Pour un fait survenu en ligne, la zone de police de votre domicile traite votre déclaration. Indiquez dans votre description par quelle application, quel site ou quel compte cela s’est passé.',
    municipality: 'Dans quelle commune ?',
    address: 'Adresse des faits',
    address_hint:
      'L’adresse ou le lieu où le fait s’est produit ou où vous avez perdu l’objet ou le document.',
    date: 'Date des faits',
    time: 'Heure des faits',
    time_hint: 'Approximativement, si vous ne savez pas exactement.',
    description: 'Décrivez ce qui s’est passé',
    hint_loss:
      'Décrivez aussi précisément que possible ce que vous avez perdu : le type d’objet ou de document, la marque, la couleur, le numéro (numéro de série, IMEI ou numéro du document) et l’endroit où vous l’aviez pour la dernière fois.',
    hint_other:
      'Racontez avec vos mots ce qui s’est passé, qui était présent, à quoi ressemblait l’auteur ou ce que vous savez de lui ou d’elle, et s’il y a des témoins.',
  },
};
