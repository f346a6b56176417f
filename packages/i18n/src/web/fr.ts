import type { WebCatalogue } from './nl.ts';

/** Texts of the web app in French; typed against the Dutch catalogue, so no key can be missing. */
export const fr: WebCatalogue = {
  app: {
    product: 'Police-on-web',
    loading_title: 'Un instant',
    loading_text: 'Chargement de la page…',
  },
  frame: {
    skip_to_content: 'Aller au contenu',
    noscript:
      'Sans JavaScript, vous pouvez lire cette page et suivre les liens et les langues. Les boutons, questionnaires et formulaires ne fonctionnent qu’avec JavaScript. C’est urgent ? Appelez le 112 ou le 101.',
    logo_link: 'Police – vers le site de la police',
    home_link: 'Police-on-web, vers la page d’accueil',
    menu: 'Menu',
    about: 'À propos de Police-on-web',
    logout: 'Se déconnecter',
    languages: 'Langue',
    breadcrumbs: 'Fil d’Ariane',
    breadcrumbs_toggle: 'Vous êtes ici',
    home: 'Accueil',
    footer_links: 'Informations juridiques',
    privacy: 'Déclaration de confidentialité',
    disclaimer: 'Clause de non-responsabilité',
    accessibility: 'Accessibilité',
    cookies: 'Cookies',
    footer_text: 'Police-on-web est un service de la police intégrée en Belgique.',
    close: 'Fermer',
    external: '(site externe)',
    expand_all: 'Tout déplier',
    collapse_all: 'Tout replier',
    notifications: 'Notifications',
    dismiss: 'Fermer la notification',
    officer: 'Fonctionnaire de police',
    find_zone: 'Trouver ma zone de police',
    officer_menu: 'Police',
    zone_desk: 'Déclarations de la zone',
    demonstration: 'Démonstration avec des personnes fictives : rien ne parvient à la police.',
  },
  about: {
    title: 'À propos de Police-on-web',
    text: 'Police-on-web est le guichet en ligne de la police belge. Vous pouvez y déclarer certains faits non urgents et trouver des informations sur l’aide et la prévention.',
    version: 'Version {{version}}',
  },
  error_occured:
    'Un problème technique est survenu. Veuillez réessayer plus tard ou créer un ticket pour le service informatique.',
  error_occured_short: 'Un problème est survenu',
  error_occured_text:
    'En raison d’un problème technique, nous ne pouvons pas afficher cette page pour le moment. Réessayez dans quelques minutes. C’est urgent ? Appelez le 112 ou le 101.',
  error_404: 'Page introuvable',
  error_404_text:
    'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou retournez à la page d’accueil.',
  error_no_rights:
    'Vous n’avez pas accès à cette page. Si vous pensez que c’est une erreur, contactez votre gestionnaire fonctionnel.',
  error_too_many_requests:
    'Trop de déclarations ont été envoyées depuis votre session en peu de temps. Vos données restent conservées dans cette fenêtre : réessayez dans une heure. C’est urgent ? Appelez le 112 ou le 101.',
  error_no_session: 'Vous n’êtes pas (ou plus) connecté. Connectez-vous à nouveau pour continuer.',
  signin_cancelled: 'Vous avez annulé la connexion. Vous n’êtes pas connecté.',
  signin_failed:
    'La connexion n’a pas abouti. Réessayez plus tard ou rendez-vous dans un commissariat pour faire votre déclaration.',
  no_results: 'Aucun résultat',
  search_limited_results_one:
    'Seul {{count}} résultat est affiché. Continuez à taper pour affiner votre recherche.',
  search_limited_results_other:
    'Seuls les {{count}} premiers résultats sont affichés. Continuez à taper pour affiner votre recherche.',
  required_field: 'Ce champ est obligatoire.',
  require_date_format: 'Indiquez une date existante au format jour/mois/année, par exemple 31/01/2025.',
  require_time_format: 'Indiquez une heure au format heure:minutes, par exemple 14:30.',
  require_email_format: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.be.',
  require_phone_format:
    'Indiquez un numéro de téléphone valide de 6 à 14 chiffres, par exemple 0470 12 34 56.',
  require_url_format: 'Indiquez une adresse web valide qui commence par http:// ou https://.',
  require_iban_format: 'Indiquez un numéro de compte (IBAN) valide, par exemple BE68 5390 0754 7034.',
  require_positive_integer: 'Indiquez un nombre entier supérieur à 0.',
  require_same_email: 'Les deux adresses e-mail ne sont pas identiques. Vérifiez-les.',
  error_max_length: 'Utilisez au maximum {{length}} caractères.',
  error_minmax_length: 'Utilisez au moins {{min}} et au maximum {{max}} caractères.',
  require_date_not_in_future:
    'Cette date est dans le futur. Indiquez la date d’aujourd’hui ou une date antérieure.',
  require_time_not_in_future:
    'Cette heure est dans le futur. Indiquez l’heure actuelle ou une heure antérieure.',
  require_date_must_be_after_or_equal: 'Cette date ou cette heure ne peut pas précéder « {{field}} ».',
  message_email_or_phone_required: 'Indiquez une adresse e-mail ou un numéro de téléphone.',
  required_fact_author_contacts:
    'Ajoutez au moins un moyen par lequel l’auteur vous a contacté : e-mail, site web, téléphone ou compte.',
  require_rrn_search: 'Indiquez un numéro de registre national valide et cliquez sur « Rechercher ».',
  fact_info_last_seen_before_degradation_error:
    'Le moment où vous avez vu les lieux intacts pour la dernière fois ne peut pas être postérieur au moment des dégâts.',
  error_rrn_invalid: 'Ce numéro de registre national n’existe pas. Vérifiez les 11 chiffres.',
  error_rrn_not_authorized:
    'Vous n’avez pas accès au Registre national. Contactez votre gestionnaire fonctionnel.',
  error_rrn_no_match:
    'Aucune personne n’a été trouvée avec ce numéro de registre national. Vérifiez le numéro.',
  error_rrn_name_mismatch:
    'Ce nom ne correspond pas à ce numéro de registre national. Vérifiez votre nom, votre prénom et votre numéro tels qu’ils figurent sur votre carte d’identité.',
  error_rrn_not_available:
    'Le Registre national n’est pas joignable pour le moment. Réessayez dans quelques minutes.',
  error_enterprise_search_please_narrow:
    'Il y a trop de résultats. Affinez votre recherche avec le nom, la commune ou le code postal.',
  error_amount_format: 'Indiquez un montant sous la forme 1 250,50.',
  error_invalid_body:
    'Ces données sont construites de manière trop complexe pour être traitées. Actualisez la page et réessayez.',
  error_invalid_characters:
    'Ce texte contient des caractères invisibles que nous ne pouvons pas enregistrer. Retapez-le au lieu de le coller.',
  error_amount_not_positive: 'Indiquez un montant supérieur à 0.',
  error_choose_enterprise:
    'Choisissez une entreprise : recherchez-la par son nom, ou indiquez un numéro d’entreprise valide de 10 chiffres.',
  address_validated: 'L’adresse est complète.',
  address_invalid:
    'L’adresse n’est pas complète. Choisissez une commune et une rue dans la liste et indiquez un numéro.',
  error_in_this_part_of_the_form: 'Cette partie du formulaire est incomplète ou contient une erreur.',
  error_403:
    'Votre déclaration a été bloquée par la sécurité de la plateforme et n’a pas été envoyée. Signalez-le-nous avec le bouton ci-dessous, ou contactez votre police locale : elle traitera votre déclaration le jour même.',
  error_crime_type_required: 'Choisissez un type de fait pour continuer.',
  error_federal_identification_required:
    'Pour une déclaration de phishing, vous devez vous connecter avec votre eID ou itsme.',
  error_ebox_not_for_organisation: 'Une entreprise reçoit le résumé par e-mail. Choisissez « Par e-mail ».',
  error_cable_not_in_pilot:
    'Les dégâts aux câbles ne peuvent être déclarés en ligne que dans une commune du projet pilote. Pour ce lieu, adressez-vous à la police locale.',
  error_fact_author_contact_duplicate: 'Vous avez déjà ajouté ce moyen de contact.',
  error_max_items: 'Vous pouvez en ajouter {{max}} au maximum.',
  error_upload: 'L’envoi du fichier a échoué. Veuillez réessayer.',
  error_upload_accept:
    '« {{filename}} » ne peut pas être ajouté : seuls les photos (comme .jpg ou .png) et les fichiers PDF sont acceptés.',
  error_upload_duplicate: 'Vous avez déjà ajouté ce fichier.',
  error_upload_max_size:
    '« {{filename}} » ne peut pas être ajouté : l’ensemble des pièces jointes ne peut pas dépasser 10 Mo.',
  error_upload_infected:
    '« {{filename}} » ne peut pas être ajouté : l’antivirus y a détecté un virus. Vérifiez votre appareil et ajoutez un autre fichier.',
  error_upload_no_session:
    'Votre session a expiré, le fichier n’a donc pas pu être envoyé. Renouvelez votre session et réessayez.',
  errors: {
    back_home: 'Retour à la page d’accueil',
    reload: 'Recharger la page',
    no_rights_title: 'Accès refusé',
  },
  session: {
    warning_title: 'Votre session va bientôt expirer',
    warning_text_one: 'Votre session se termine dans {{count}} minute.',
    warning_text_other: 'Votre session se termine dans {{count}} minutes.',
    warning_keep: 'Voulez-vous rester connecté ? Ce que vous avez déjà rempli est conservé.',
    stay_signed_in: 'Rester connecté',
    refreshed: 'Vous restez connecté.',
    expired_title: 'Votre session a expiré',
    expired_text:
      'Pour protéger vos données, vous avez été déconnecté après une période d’inactivité. Ce que vous avez rempli sur cette page est conservé.',
    expired_how:
      'Reconnectez-vous dans une nouvelle fenêtre, puis revenez dans cette fenêtre pour continuer.',
    sign_in_again: 'Se reconnecter',
    signed_in_again: 'Vous êtes à nouveau connecté. Vous pouvez continuer.',
  },
  signed_in: {
    logged_title: 'Vous êtes connecté',
    logged_text:
      'Vous êtes connecté à Police-on-web. Vous pouvez fermer cette fenêtre et continuer dans la fenêtre où vous étiez occupé.',
    refreshed_title: 'Votre session a été renouvelée',
    refreshed_text:
      'Vous êtes à nouveau connecté. Fermez cette fenêtre et continuez dans la fenêtre de votre formulaire : ce que vous aviez rempli s’y trouve toujours.',
    close_window: 'Fermer cette fenêtre',
    close_failed: 'Cette fenêtre n’a pas pu se fermer automatiquement. Vous pouvez la fermer vous-même.',
  },
  cookies: {
    dialog_title: 'Cookies sur Police-on-web',
    dialog_text:
      'Nous utilisons des cookies essentiels pour faire fonctionner ce site. Avec votre accord, nous retenons aussi votre choix de langue dans un cookie fonctionnel. Nous n’utilisons aucun cookie de statistiques ou de publicité.',
    essential_only: 'Cookies essentiels uniquement',
    accept_all: 'Accepter tous les cookies',
    customise: 'Personnaliser',
    title: 'Cookies',
    functional_switch: 'Cookies fonctionnels (retenir mon choix de langue)',
    state_on: 'Activés',
    state_off: 'Désactivés',
    saved_on: 'Votre choix est enregistré : les cookies fonctionnels sont activés.',
    saved_off:
      'Votre choix est enregistré : les cookies fonctionnels sont désactivés et votre choix de langue enregistré a été effacé.',
  },
  quick_exit: {
    button: 'Quitter rapidement',
    hint: 'Quitte immédiatement cette page pour un site neutre. Appuyer trois fois sur Échap fait de même.',
    keep_draft: 'Garder ce que j’ai rempli si je dois quitter cette page rapidement',
    keep_draft_hint:
      'Sans cette case, « Quitter rapidement » efface vos réponses de ce navigateur. Avec la case, elles restent dans cet onglet jusqu’à ce que vous le fermiez.',
  },
  home: {
    title: 'Accueil',
    heading: 'Bienvenue sur Police-on-web',
    officer_title: 'Pour les fonctionnaires de police',
    mine_title: 'Déjà fait une déclaration ?',
    mine_tile_title: 'Mes déclarations',
    mine_tile_text:
      'Suivez votre déclaration, téléchargez à nouveau le résumé ou ajoutez des informations. Vous vous connectez avec eID ou itsme.',
    officer_tiles: {
      desk_title: 'Déclarations de la zone',
      desk_text: 'Consulter, prendre en charge et clôturer les déclarations de votre zone de police.',
      phishing_title: 'Enregistrer un phishing pour une victime',
      phishing_text: 'Rédiger une déclaration de phishing ou de fraude en ligne au nom d’une victime.',
    },
    emergency_title: 'C’est urgent ?',
    emergency_medical: 'Besoin urgent d’une aide médicale ou des pompiers ?',
    emergency_medical_call: 'Appelez le 112',
    emergency_police: 'Besoin urgent de la police ?',
    emergency_police_call: 'Appelez le 101',
    intro:
      'Sur Police-on-web, vous pouvez déclarer en ligne certains faits non urgents, comme un vol, une dégradation ou du phishing. Vous y trouvez aussi des informations sur les violences sexuelles, les systèmes d’alarme et la surveillance de votre habitation pendant votre absence.',
    intro_zone: 'Votre déclaration est envoyée à la zone de police compétente pour le lieu des faits.',
    who_button: 'Qui peut faire une déclaration ?',
    who_title: 'Qui peut faire une déclaration en ligne ?',
    who_intro:
      'Vous pouvez faire une déclaration en ligne si vous avez une carte d’identité belge et si tout ce qui suit est vrai :',
    who_conditions: {
      belgium: 'les faits se sont produits en Belgique ;',
      unknown_author: 'l’auteur est inconnu ;',
      no_violence: 'aucune violence n’a été utilisée ;',
      no_threats: 'aucune menace n’a été proférée ;',
      no_injuries: 'personne n’est blessé ;',
      no_break_in: 'il n’y a pas eu d’effraction ;',
      not_urgent: 'la police ne doit pas intervenir d’urgence ;',
      listed: 'le type de fait figure dans la liste de ce site.',
    },
    who_foreigners:
      'Vous n’habitez pas en Belgique ou vous n’avez pas de carte d’identité belge ? Contactez la zone de police locale ou rendez-vous dans un commissariat.',
    who_otherwise:
      'Une de ces conditions n’est pas remplie ? Rendez-vous dans un commissariat. C’est urgent ? Appelez le 112 ou le 101.',
    contacted_button: 'Serai-je contacté ?',
    contacted_title: 'Serai-je contacté ?',
    contacted_hours:
      'Les déclarations en ligne sont traitées les jours ouvrables, pendant les heures de bureau.',
    contacted_only_if_needed: 'La police ne vous contacte que si votre dossier le nécessite.',
    contacted_summary: 'Vous recevez un résumé de votre déclaration en PDF dans votre eBox ou par e-mail.',
    tiles_title: 'Que souhaitez-vous déclarer ou demander ?',
    tiles: {
      theft_title: 'Vol et dégradation',
      theft_text: 'Vol de vélo, vol à l’étalage, vol dans un véhicule, dégradation ou graffiti.',
      phishing_title: 'Phishing et fraude en ligne',
      phishing_text: 'Vous avez reçu un faux message, ou quelqu’un vous a escroqué en ligne.',
      person_title: 'Autres faits contre les personnes',
      person_text:
        'Coups, menaces, harcèlement, escroquerie, délit de haine ou perte d’un objet ou d’un document.',
      sexual_title: 'Violences sexuelles',
      sexual_text:
        'Aide et informations après des violences sexuelles ou si des images intimes de vous sont diffusées.',
      alarms_title: 'Alarmes et caméras',
      alarms_text: 'Déclarer votre système d’alarme ou votre caméra de surveillance auprès des autorités.',
      surveillance_title: 'Surveillance de l’habitation pendant votre absence',
      surveillance_text:
        'Demander à la police de garder un œil sur votre habitation pendant que vous êtes absent.',
    },
  },
  sexual_violences: {
    title: 'Violences sexuelles',
    intro:
      'Vous êtes victime de violences sexuelles, ou vous connaissez une victime ? Vous n’êtes pas seul. Choisissez ci-dessous les informations qui correspondent à votre situation.',
    danger: 'Vous êtes en danger maintenant ? Appelez le 101 (police) ou le 112.',
    tiles_title: 'Choisissez votre situation',
    violence_title: 'Violences sexuelles',
    violence_text:
      'Ce que vous pouvez faire après des violences sexuelles, et où trouver jour et nuit des soins, de l’aide et une possibilité de porter plainte.',
    ncii_title: 'Images intimes diffusées sans consentement',
    ncii_text:
      'De l’aide si des images de nudité ou à caractère sexuel de vous sont diffusées, ou si quelqu’un menace de le faire.',
  },
  theft_and_degradation: {
    title: 'Vol et dégradation',
    intro:
      'Choisissez ci-dessous ce qui s’est passé. En cas de vol avec violence, de cambriolage ou si l’auteur est encore à proximité, appelez le 101.',
    tiles_title: 'Que s’est-il passé ?',
    theft_title: 'Déclarer un vol',
    theft_text:
      'Vol d’un vélo, d’un cyclomoteur ou d’un speed pedelec, vol à l’étalage, vol dans un véhicule ou autre vol simple. Vous faites cette déclaration sur le site fédéral de déclaration de vol.',
    degradation_title: 'Déclarer une dégradation ou un graffiti',
    degradation_text:
      'Vous répondez d’abord à quelques questions courtes. Vous saurez ainsi si vous pouvez déclarer ces faits en ligne.',
  },
  alarms_and_cameras: {
    title: 'Alarmes et caméras',
    intro:
      'Vous utilisez un système d’alarme qui n’est pas relié à une centrale d’alarme, ou une caméra de surveillance ? Vous devez le déclarer aux autorités. Ainsi, la police sait à quoi s’attendre quand elle intervient après une alarme.',
    yearly: 'Vous devez confirmer votre déclaration chaque année.',
    tiles_title: 'Déclarer',
    register_title: 'Déclarer un système d’alarme ou une caméra',
    register_text: 'Vous le faites sur le site fédéral des systèmes d’alarme et des caméras de surveillance.',
    safety_text: 'Des conseils pour mieux protéger votre habitation et votre commerce se trouvent sur',
    safety_link: 'le site sécurité du SPF Intérieur',
  },
  home_surveillance: {
    title: 'Surveillance de l’habitation',
    intro:
      'Vous vous absentez un certain temps, par exemple pour des vacances ou une hospitalisation ? Vous pouvez demander à la police de surveiller davantage votre habitation pendant votre absence. Ce service est gratuit.',
    rules:
      'Faites votre demande au moins 7 jours avant votre départ. Votre absence doit durer au moins 7 jours et au plus 3 mois.',
    tiles_title: 'Demander',
    request_title: 'Demander une surveillance de l’habitation',
    request_text: 'Vous faites la demande sur le site fédéral des déclarations d’absence.',
  },

  fields: {
    count_one: 'Encore {{count}} caractère.',
    count_other: 'Encore {{count}} caractères.',
    over_one: '{{count}} caractère de trop.',
    over_other: '{{count}} caractères de trop.',
    required: '(obligatoire)',
    error_prefix: 'Erreur :',
    choose_from_list: 'Choisissez une valeur dans la liste.',
    select_hint: 'Tapez quelques lettres et choisissez dans la liste.',
    show_options: 'Afficher les choix : {{label}}',
    results_one: '{{count}} résultat. Choisissez avec les flèches et Entrée.',
    results_other: '{{count}} résultats. Choisissez avec les flèches et Entrée.',
    date_hint: 'Jour/mois/année, par exemple 31/01/2025.',
    calendar_open: 'Choisir une date dans le calendrier',
    calendar_previous_month: 'Mois précédent',
    calendar_next_month: 'Mois suivant',
    calendar_choose_year: '{{month}}, choisir une autre année',
    calendar_years: 'Années {{from}} à {{to}}',
    calendar_previous_years: '{{years}} années précédentes',
    calendar_next_years: '{{years}} années suivantes',
    calendar_unavailable: 'Le calendrier n’a pas pu être chargé. Tapez la date dans le champ.',
    time_hint: 'Heure:minutes, par exemple 14:30.',
    address: 'Adresse',
    municipality: 'Commune',
    municipality_hint: 'Tapez le code postal ou le nom de la commune et choisissez dans la liste.',
    street: 'Rue',
    street_hint: 'Tapez quelques lettres du nom de la rue et choisissez dans la liste.',
    street_needs_municipality: 'Choisissez d’abord une commune.',
    street_not_listed: 'Ma rue n’est pas dans la liste',
    street_from_list: 'Choisir quand même la rue dans la liste',
    street_typed_hint: 'Tapez le nom complet de la rue, comme sur la plaque de rue.',
    street_no_list: 'Nous n’avons pas de liste des rues pour cette commune. Tapez le nom complet de la rue.',
    house_number: 'Numéro',
    box: 'Boîte',
    box_in_address: 'boîte {{box}}',
    phone: 'Numéro de téléphone',
    phone_country: 'Indicatif du pays',
    phone_number: 'Numéro',
    phone_hint: 'Par exemple 0470 12 34 56.',
    iban: 'Numéro de compte (IBAN)',
    iban_hint: 'Par exemple BE68 5390 0754 7034.',
    enterprise_number: 'Numéro d’entreprise',
    enterprise_number_hint: '10 chiffres, par exemple 0.203.201.340.',
    amount: 'Montant',
    amount_hint: 'En euros, par exemple 125,50.',
    rrn: 'Numéro de registre national',
    rrn_hint: '11 chiffres, par exemple 85.07.30-033.28. Il figure sur la carte d’identité.',
    search: 'Rechercher',
    searching: 'Recherche en cours…',
    rrn_found: 'Trouvé : {{name}}. Les données ont été complétées.',
    organisation_search: 'Rechercher une entreprise',
    organisation_name: 'Nom de l’entreprise',
    organisation_name_hint: 'Au moins 2 caractères.',
    postcode: 'Code postal',
    postcode_hint: 'Facultatif. 4 chiffres, pour obtenir moins de résultats.',
    postcode_format: 'Indiquez un code postal de 4 chiffres.',
    organisation_results: 'Résultats de la recherche',
    organisation_count_one: '{{count}} entreprise trouvée.',
    organisation_count_other: '{{count}} entreprises trouvées.',
    organisation_number: 'Numéro d’entreprise {{number}}',
    organisation_chosen: 'Entreprise choisie : {{name}}, {{number}}.',
    pages: 'Pages des résultats de la recherche',
    page_of: 'Page {{page}} sur {{pages}}',
    previous_page: 'Page précédente',
    next_page: 'Page suivante',
  },
  reference: {
    loading: 'Chargement de la liste…',
    retry: 'Réessayer',
    municipalities_error: 'La liste des communes n’a pas pu être chargée. Veuillez réessayer.',
    streets_error: 'La liste des rues n’a pas pu être chargée. Veuillez réessayer.',
    countries_error: 'La liste des pays n’a pas pu être chargée. Veuillez réessayer.',
    insurances_error: 'La liste des assureurs n’a pas pu être chargée. Veuillez réessayer.',
    objects_error: 'La liste des objets n’a pas pu être chargée. Veuillez réessayer.',
  },
  consent_required: 'Cochez cette case pour continuer.',
};
