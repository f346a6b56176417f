import type { Texts } from './nl.ts';

/** The zone's desk in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Déclarations de la zone',
  intro:
    'Vous trouvez ici les déclarations que Police-on-web a transmises à votre zone de police. Chaque consultation, téléchargement et modification est enregistré à votre nom.',
  filters: {
    title: 'Rechercher et filtrer',
    search: 'Numéro d’enregistrement ou nom',
    search_hint: 'Par exemple 2026-5345-000012 ou Dubois',
    state: 'État du dossier',
    form: 'Type de déclaration',
    from: 'Reçue à partir du',
    to: 'Reçue jusqu’au',
    all: 'Tous',
    apply: 'Rechercher',
    reset: 'Effacer les filtres',
  },
  forms: {
    phishing: 'Phishing et fraude en ligne',
    phishing_officer: 'Phishing (déclaration par la police)',
    degradation: 'Dégradation, graffiti ou dégâts aux câbles',
    person: 'Fait non urgent contre des personnes',
  },
  states: { new: 'Nouvelle', in_treatment: 'En traitement', handled: 'Traitée' },
  flags: {
    contact_person: 'Résumé non remis (statut -1) : contactez la personne dans les 48 heures ouvrables',
  },
  table: {
    caption: 'Déclarations reçues, les plus récentes d’abord',
    register: 'Numéro d’enregistrement',
    form: 'Type',
    received: 'Reçue le',
    state: 'État du dossier',
    flags: 'Action requise',
    none: '—',
  },
  count_one: '{{count}} déclaration',
  count_other: '{{count}} déclarations',
  count_more:
    'Plus de {{number}} déclarations. Affinez la recherche ou les filtres pour en voir le nombre exact.',
  empty: 'Aucune déclaration ne correspond à cette recherche.',
  loading: 'Chargement des déclarations…',
  paging: {
    label: 'Pages',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}} sur {{pages}}',
    page_open: 'Page {{page}}',
  },
  sheet: {
    back: 'Retour à la liste',
    title: 'Déclaration {{register}}',
    language: 'Langue de la fiche',
    facts: 'Données de la déclaration',
    form: 'Type de déclaration',
    received: 'Reçue le',
    declared_in: 'Langue du déclarant',
    zone: 'Zone de police',
    state: 'État du dossier',
    taken: 'Prise en charge par {{name}} le {{at}}',
    handled: 'Traitée par {{name}} le {{at}}',
    outcome: 'Suite donnée',
    note: 'Note de clôture',
    contacted: 'Personne contactée par {{name}} le {{at}}',
    documents: 'Documents',
    summary_pdf: 'Télécharger le résumé (pdf)',
    attachment: 'Télécharger {{name}}',
    attachment_details: '{{size}} – SHA-256 {{sha}}',
    no_attachments: 'Le déclarant n’a joint aucun fichier.',
    loading: 'Chargement de la déclaration…',
  },
  handover: {
    label: 'Système d’information policier',
    pending: 'Transmission en cours…',
    retrying_one:
      'Pas encore transmise : {{count}} tentative échouée, la dernière le {{at}} ({{error}}). Une nouvelle tentative suivra automatiquement.',
    retrying_other:
      'Pas encore transmise : {{count}} tentatives échouées, la dernière le {{at}} ({{error}}). Une nouvelle tentative suivra automatiquement.',
    delivered: 'Transmise le {{at}}',
    failed:
      'Non transmise après {{count}} tentatives (dernière erreur : {{error}}). Envoyez à nouveau la déclaration, ou transmettez-la vous-même au système d’information.',
    resend: 'Envoyer à nouveau',
    resent: 'La transmission a été relancée.',
    declaration_pending: 'la déclaration elle-même n’est pas encore transmise',
  },
  addenda: {
    title: 'Ajouté ensuite par la personne',
    item: 'Complément {{number}}, reçu le {{at}}',
    written_in: 'Langue du complément : {{language}}',
    attachment: 'Télécharger {{name}} (complément {{number}})',
    handover: {
      pending: 'Transmission en cours…',
      retrying_one:
        'Pas encore transmis : {{count}} tentative échouée, la dernière le {{at}} ({{error}}). Une nouvelle tentative suivra automatiquement.',
      retrying_other:
        'Pas encore transmis : {{count}} tentatives échouées, la dernière le {{at}} ({{error}}). Une nouvelle tentative suivra automatiquement.',
      delivered: 'Transmis au système d’information le {{at}}',
      failed:
        'Non transmis après {{count}} tentatives (dernière erreur : {{error}}). Envoyez à nouveau le complément, ou transmettez-le vous-même au système d’information.',
      resend: 'Envoyer à nouveau le complément {{number}}',
    },
  },
  languages: { nl: 'Néerlandais', fr: 'Français', de: 'Allemand' },
  actions: {
    title: 'Traitement',
    take: 'Prendre en charge',
    take_hint: 'Votre nom est affiché aux collègues de votre zone.',
    handle_title: 'Clôturer',
    handle: 'Marquer comme traitée',
    outcome: 'Suite donnée',
    note: 'Note de clôture',
    note_hint: 'Qu’est-ce qui a été fait ? {{max}} caractères au maximum.',
    contacted: 'La personne a été contactée',
    done: 'Cette déclaration est traitée.',
    saved: 'La fiche a été mise à jour.',
  },
  log: {
    link: 'Journal d’accès de la zone',
    title: 'Journal d’accès de la zone',
    intro:
      'Qui a consulté, téléchargé ou modifié quelle déclaration de votre zone, et quand. Visible uniquement par les responsables.',
    caption: 'Enregistrements, les plus récents d’abord',
    at: 'Moment',
    officer: 'Fonctionnaire de police',
    officer_name: '{{name}} (matricule {{matricule}})',
    register: 'Déclaration',
    action: 'Action',
    file: 'Fichier',
    address: 'Adresse IP',
    empty: 'Rien n’a encore été enregistré.',
    actions: {
      read: 'Fiche consultée',
      download_attachment: 'Pièce jointe téléchargée',
      download_summary: 'Résumé téléchargé',
      take: 'Prise en charge',
      handle: 'Traitée',
      contacted: 'Contact avec la personne noté',
      resend_handover: 'Déclaration renvoyée au système d’information',
      resend_addendum_handover: 'Complément renvoyé au système d’information',
    },
  },
  outcomes: {
    report_drawn_up: 'Procès-verbal dressé',
    information_only: 'Pour information uniquement',
    referred: 'Renvoyée vers un autre service',
  },
  errors: {
    error_zone_stale:
      'Un collègue a modifié cette déclaration entre-temps. La fiche montre maintenant le dernier état : vérifiez-la et réessayez.',
    error_zone_state: 'Cette étape n’est plus possible. La fiche montre maintenant le dernier état.',
    error_zone_filter:
      'Ces filtres ne sont pas valables : vérifiez les dates (la date de début avant la date de fin).',
    error_zone_attachment_altered:
      'Ce fichier ne correspond plus à son SHA-256 et n’est pas délivré. Signalez-le au gestionnaire fonctionnel.',
    required_field: 'Choisissez la suite donnée et rédigez une note de clôture.',
    error_zone_note_too_long: 'La note de clôture est trop longue.',
    error_404: 'Cette déclaration n’existe pas ou n’appartient pas à votre zone.',
    error_zone_handover_not_failed:
      'Cette transmission n’a pas échoué ou est déjà relancée. La fiche montre maintenant le dernier état.',
  },
};
