"""Generated evidence worlds: a declarative :class:`WorldSpec` → the world tables, plus markdown runbooks.

Public API (used by the QA suite and by engineers testing the engine on worlds other than the demo)::

    build_world("harbor", "sqlite:////tmp/harbor.db")  # -> World (generated, < 2 s)
    write_runbooks("harbor", Path("/tmp/harbor-kb"))    # -> the folder, for ``sources.knowledge_dirs``
    WORLD_NAMES                                        # ("demo", dev worlds..., held-out worlds...)
    world_timezone(world)                              # ZoneInfo from world_meta ``timezone``

``demo`` is the embedded demo world (:mod:`superbiz.sources.demo`) treated as one more named world.
Worlds in :data:`HOLDOUT_WORLDS` are held out: the engine's developers must not read their specs
(``worlds/holdout_*.py``) or their QA cases (``evals/qa-holdout/``) until measurement.
"""

from __future__ import annotations

import importlib
import shutil
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.sources.world import World
from superbiz.sources.worldgen.generate import GENERATOR_VERSION, GeneratedStats, generate_world
from superbiz.sources.worldgen.runbooks import render_runbooks, write_spec_runbooks
from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = [
    "DEMO_TIMEZONE",
    "DEV_WORLDS",
    "GENERATOR_VERSION",
    "HOLDOUT_WORLDS",
    "WORLD_NAMES",
    "GeneratedStats",
    "IdFormats",
    "IncidentSpec",
    "ServiceSpec",
    "Vocabulary",
    "WorldSpec",
    "build_world",
    "generate_world",
    "render_runbooks",
    "world_spec",
    "world_timezone",
    "write_runbooks",
]

#: the demo world's zone (it predates ``world_meta.timezone``)
DEMO_TIMEZONE = "Asia/Shanghai"
DEV_WORLDS: tuple[str, ...] = ("harbor", "ledgerly", "stagecast")
HOLDOUT_WORLDS: tuple[str, ...] = ("adbid", "amberlot", "arabicax", "atollstay", "axepass", "bagtrack", "bakehouse",
                                   "beanlot", "berthly", "bibsprint", "bigtopia", "bloodvan", "blooms", "boingyard",
                                   "brewhub", "bridlecove", "busline", "cafeteca", "campfire", "canalship", "canopyrun",
                                   "canteen", "carelane", "cargobike", "cargoport", "chargenet", "chessarena",
                                   "cinemax", "claimwise", "clearbite", "clinicq", "clockmend", "clutchway",
                                   "cocoaport", "coilvend", "coinvault", "coralpass", "coursepad", "crabhaul",
                                   "cragline", "cratevale", "croonbay", "datepalm", "dentaloop", "deskhive", "dhowline",
                                   "dimsumgo", "divelog", "divetrek", "domeglow", "donorly", "drumlane", "dunecamp",
                                   "dzongpost", "examhall", "farmlink", "ferrybook", "finwarden", "fleetops",
                                   "floebook", "fragcup", "fretnest", "frostwick", "furnimart", "gaveldock", "gearwhit",
                                   "gelatoly", "geyserpay", "glassfurn", "glasspod", "gownloop", "grainlog",
                                   "gridmeter", "groomly", "gymflow", "harborcrane", "haulpit", "hawkmews", "hearloop",
                                   "hearthlink", "heelwright", "hemstitch", "himalgear", "hirewise", "hivecomb",
                                   "hivewright", "hoofmoat", "hookmere", "hutnest", "inkbooth", "inkmoor", "inkvault",
                                   "innkeep", "kartlap", "kavabar", "kelpdome", "kelpnet", "kerbmint", "keyfleet",
                                   "kickscoot", "kilnhaus", "kilnmoss", "kilnworks", "kitereef", "ktvroom", "labtrack",
                                   "lagoonbus", "lanternly", "laptide", "lasitava", "laundrop", "leafstack",
                                   "leashloop", "lendkit", "lensmith", "lexideck", "libreshelf", "lilyvault",
                                   "lingobay", "lintly", "lockerbay", "lockroom", "lockwise", "loftbloom", "lotterix",
                                   "matchday", "matchly", "mealkit", "medlocker", "meterbill", "minecart", "movenest",
                                   "museapp", "mushtrail", "newsdesk", "nightbite", "nilecart", "oasisfuel", "obsidome",
                                   "oliveline", "orbitpass", "orehaul", "pagewick", "parcelbox", "parkrune", "parkwise",
                                   "pawsafari", "pawstay", "paydesk", "payroo", "pearlcup", "pedalta", "permitly",
                                   "petratix", "petrolink", "pianohall", "pickpack", "pillpost", "pinhall", "pinlane",
                                   "plotshed", "podreel", "pollenrun", "potterly", "printhub", "proofwed", "pyrenshop",
                                   "quarrylink", "questforge", "quetzalbus", "quiverlane", "quiverly", "quizcast",
                                   "quotaboat", "qvevri", "raftwild", "recyclo", "reedmill", "remitnic", "rentwise",
                                   "riddlecrypt", "rindcave", "rindcellar", "rinkside", "rinkslot", "roomquest",
                                   "rotorlab", "rumbarrel", "rxflow", "saguaro", "sailrent", "salmonet", "saltpan",
                                   "sandtrek", "saunabox", "scopeslot", "seedbank", "seedlark", "shelfback",
                                   "signbridge", "simwave", "skilift", "skygate", "skyport", "snowplow", "solarhub",
                                   "sootsweep", "souqpay", "spicemart", "splatfort", "sporelab", "sprigrack",
                                   "sprigrow", "starchbay", "steamrail", "steelroll", "steerdeck", "stemfold",
                                   "streamly", "sudswick", "sunlease", "surfcast", "taigaheat", "tapasres", "tealeaf",
                                   "teebox", "telecabina", "thermalro", "ticketdesk", "tideline", "tidewater",
                                   "timberyard", "tipjar", "tollroad", "tractorly", "tramcard", "tuktukgo", "tunaport",
                                   "tunehire", "tuskhollow", "tutorly", "tyrefit", "vanpitch", "veggiebox", "veilshot",
                                   "vetcare", "vinespur", "vinylvault", "voltride", "washbay", "wharfwine", "wheatrail",
                                   "windfarm", "wineroute", "yarnloft", "yogaflow", "yurtstay")
WORLD_NAMES: tuple[str, ...] = ("demo", *DEV_WORLDS, *HOLDOUT_WORLDS)

_MODULES = {"harbor": "harbor", "ledgerly": "ledgerly", "stagecast": "stagecast", "adbid": "holdout_adbid",
            "amberlot": "holdout_amberlot", "arabicax": "holdout_arabicax", "atollstay": "holdout_atollstay",
            "axepass": "holdout_axepass", "bagtrack": "holdout_bagtrack", "bakehouse": "holdout_bakehouse",
            "beanlot": "holdout_beanlot", "berthly": "holdout_berthly", "bibsprint": "holdout_bibsprint",
            "bigtopia": "holdout_bigtopia", "bloodvan": "holdout_bloodvan", "blooms": "holdout_blooms",
            "boingyard": "holdout_boingyard", "brewhub": "holdout_brewhub", "bridlecove": "holdout_bridlecove",
            "busline": "holdout_busline", "cafeteca": "holdout_cafeteca", "campfire": "holdout_campfire",
            "canalship": "holdout_canalship", "canopyrun": "holdout_canopyrun", "canteen": "holdout_canteen",
            "carelane": "holdout_carelane", "cargobike": "holdout_cargobike", "cargoport": "holdout_cargoport",
            "chargenet": "holdout_chargenet", "chessarena": "holdout_chessarena", "cinemax": "holdout_cinemax",
            "claimwise": "holdout_claimwise", "clearbite": "holdout_clearbite", "clinicq": "holdout_clinicq",
            "clockmend": "holdout_clockmend", "clutchway": "holdout_clutchway", "cocoaport": "holdout_cocoaport",
            "coilvend": "holdout_coilvend", "coinvault": "holdout_coinvault", "coralpass": "holdout_coralpass",
            "coursepad": "holdout_coursepad", "crabhaul": "holdout_crabhaul", "cragline": "holdout_cragline",
            "cratevale": "holdout_cratevale", "croonbay": "holdout_croonbay", "datepalm": "holdout_datepalm",
            "dentaloop": "holdout_dentaloop", "deskhive": "holdout_deskhive", "dhowline": "holdout_dhowline",
            "dimsumgo": "holdout_dimsumgo", "divelog": "holdout_divelog", "divetrek": "holdout_divetrek",
            "domeglow": "holdout_domeglow", "donorly": "holdout_donorly", "drumlane": "holdout_drumlane",
            "dunecamp": "holdout_dunecamp", "dzongpost": "holdout_dzongpost", "examhall": "holdout_examhall",
            "farmlink": "holdout_farmlink", "ferrybook": "holdout_ferrybook", "finwarden": "holdout_finwarden",
            "fleetops": "holdout_fleetops", "floebook": "holdout_floebook", "fragcup": "holdout_fragcup",
            "fretnest": "holdout_fretnest", "frostwick": "holdout_frostwick", "furnimart": "holdout_furnimart",
            "gaveldock": "holdout_gaveldock", "gearwhit": "holdout_gearwhit", "gelatoly": "holdout_gelatoly",
            "geyserpay": "holdout_geyserpay", "glassfurn": "holdout_glassfurn", "glasspod": "holdout_glasspod",
            "gownloop": "holdout_gownloop", "grainlog": "holdout_grainlog", "gridmeter": "holdout_gridmeter",
            "groomly": "holdout_groomly", "gymflow": "holdout_gymflow", "harborcrane": "holdout_harborcrane",
            "haulpit": "holdout_haulpit", "hawkmews": "holdout_hawkmews", "hearloop": "holdout_hearloop",
            "hearthlink": "holdout_hearthlink", "heelwright": "holdout_heelwright", "hemstitch": "holdout_hemstitch",
            "himalgear": "holdout_himalgear", "hirewise": "holdout_hirewise", "hivecomb": "holdout_hivecomb",
            "hivewright": "holdout_hivewright", "hoofmoat": "holdout_hoofmoat", "hookmere": "holdout_hookmere",
            "hutnest": "holdout_hutnest", "inkbooth": "holdout_inkbooth", "inkmoor": "holdout_inkmoor",
            "inkvault": "holdout_inkvault", "innkeep": "holdout_innkeep", "kartlap": "holdout_kartlap",
            "kavabar": "holdout_kavabar", "kelpdome": "holdout_kelpdome", "kelpnet": "holdout_kelpnet",
            "kerbmint": "holdout_kerbmint", "keyfleet": "holdout_keyfleet", "kickscoot": "holdout_kickscoot",
            "kilnhaus": "holdout_kilnhaus", "kilnmoss": "holdout_kilnmoss", "kilnworks": "holdout_kilnworks",
            "kitereef": "holdout_kitereef", "ktvroom": "holdout_ktvroom", "labtrack": "holdout_labtrack",
            "lagoonbus": "holdout_lagoonbus", "lanternly": "holdout_lanternly", "laptide": "holdout_laptide",
            "lasitava": "holdout_lasitava", "laundrop": "holdout_laundrop", "leafstack": "holdout_leafstack",
            "leashloop": "holdout_leashloop", "lendkit": "holdout_lendkit", "lensmith": "holdout_lensmith",
            "lexideck": "holdout_lexideck", "libreshelf": "holdout_libreshelf", "lilyvault": "holdout_lilyvault",
            "lingobay": "holdout_lingobay", "lintly": "holdout_lintly", "lockerbay": "holdout_lockerbay",
            "lockroom": "holdout_lockroom", "lockwise": "holdout_lockwise", "loftbloom": "holdout_loftbloom",
            "lotterix": "holdout_lotterix", "matchday": "holdout_matchday", "matchly": "holdout_matchly",
            "mealkit": "holdout_mealkit", "medlocker": "holdout_medlocker", "meterbill": "holdout_meterbill",
            "minecart": "holdout_minecart", "movenest": "holdout_movenest", "museapp": "holdout_museapp",
            "mushtrail": "holdout_mushtrail", "newsdesk": "holdout_newsdesk", "nightbite": "holdout_nightbite",
            "nilecart": "holdout_nilecart", "oasisfuel": "holdout_oasisfuel", "obsidome": "holdout_obsidome",
            "oliveline": "holdout_oliveline", "orbitpass": "holdout_orbitpass", "orehaul": "holdout_orehaul",
            "pagewick": "holdout_pagewick", "parcelbox": "holdout_parcelbox", "parkrune": "holdout_parkrune",
            "parkwise": "holdout_parkwise", "pawsafari": "holdout_pawsafari", "pawstay": "holdout_pawstay",
            "paydesk": "holdout_paydesk", "payroo": "holdout_payroo", "pearlcup": "holdout_pearlcup",
            "pedalta": "holdout_pedalta", "permitly": "holdout_permitly", "petratix": "holdout_petratix",
            "petrolink": "holdout_petrolink", "pianohall": "holdout_pianohall", "pickpack": "holdout_pickpack",
            "pillpost": "holdout_pillpost", "pinhall": "holdout_pinhall", "pinlane": "holdout_pinlane",
            "plotshed": "holdout_plotshed", "podreel": "holdout_podreel", "pollenrun": "holdout_pollenrun",
            "potterly": "holdout_potterly", "printhub": "holdout_printhub", "proofwed": "holdout_proofwed",
            "pyrenshop": "holdout_pyrenshop", "quarrylink": "holdout_quarrylink", "questforge": "holdout_questforge",
            "quetzalbus": "holdout_quetzalbus", "quiverlane": "holdout_quiverlane", "quiverly": "holdout_quiverly",
            "quizcast": "holdout_quizcast", "quotaboat": "holdout_quotaboat", "qvevri": "holdout_qvevri",
            "raftwild": "holdout_raftwild", "recyclo": "holdout_recyclo", "reedmill": "holdout_reedmill",
            "remitnic": "holdout_remitnic", "rentwise": "holdout_rentwise", "riddlecrypt": "holdout_riddlecrypt",
            "rindcave": "holdout_rindcave", "rindcellar": "holdout_rindcellar", "rinkside": "holdout_rinkside",
            "rinkslot": "holdout_rinkslot", "roomquest": "holdout_roomquest", "rotorlab": "holdout_rotorlab",
            "rumbarrel": "holdout_rumbarrel", "rxflow": "holdout_rxflow", "saguaro": "holdout_saguaro",
            "sailrent": "holdout_sailrent", "salmonet": "holdout_salmonet", "saltpan": "holdout_saltpan",
            "sandtrek": "holdout_sandtrek", "saunabox": "holdout_saunabox", "scopeslot": "holdout_scopeslot",
            "seedbank": "holdout_seedbank", "seedlark": "holdout_seedlark", "shelfback": "holdout_shelfback",
            "signbridge": "holdout_signbridge", "simwave": "holdout_simwave", "skilift": "holdout_skilift",
            "skygate": "holdout_skygate", "skyport": "holdout_skyport", "snowplow": "holdout_snowplow",
            "solarhub": "holdout_solarhub", "sootsweep": "holdout_sootsweep", "souqpay": "holdout_souqpay",
            "spicemart": "holdout_spicemart", "splatfort": "holdout_splatfort", "sporelab": "holdout_sporelab",
            "sprigrack": "holdout_sprigrack", "sprigrow": "holdout_sprigrow", "starchbay": "holdout_starchbay",
            "steamrail": "holdout_steamrail", "steelroll": "holdout_steelroll", "steerdeck": "holdout_steerdeck",
            "stemfold": "holdout_stemfold", "streamly": "holdout_streamly", "sudswick": "holdout_sudswick",
            "sunlease": "holdout_sunlease", "surfcast": "holdout_surfcast", "taigaheat": "holdout_taigaheat",
            "tapasres": "holdout_tapasres", "tealeaf": "holdout_tealeaf", "teebox": "holdout_teebox",
            "telecabina": "holdout_telecabina", "thermalro": "holdout_thermalro", "ticketdesk": "holdout_ticketdesk",
            "tideline": "holdout_tideline", "tidewater": "holdout_tidewater", "timberyard": "holdout_timberyard",
            "tipjar": "holdout_tipjar", "tollroad": "holdout_tollroad", "tractorly": "holdout_tractorly",
            "tramcard": "holdout_tramcard", "tuktukgo": "holdout_tuktukgo", "tunaport": "holdout_tunaport",
            "tunehire": "holdout_tunehire", "tuskhollow": "holdout_tuskhollow", "tutorly": "holdout_tutorly",
            "tyrefit": "holdout_tyrefit", "vanpitch": "holdout_vanpitch", "veggiebox": "holdout_veggiebox",
            "veilshot": "holdout_veilshot", "vetcare": "holdout_vetcare", "vinespur": "holdout_vinespur",
            "vinylvault": "holdout_vinylvault", "voltride": "holdout_voltride", "washbay": "holdout_washbay",
            "wharfwine": "holdout_wharfwine", "wheatrail": "holdout_wheatrail", "windfarm": "holdout_windfarm",
            "wineroute": "holdout_wineroute", "yarnloft": "holdout_yarnloft", "yogaflow": "holdout_yogaflow",
            "yurtstay": "holdout_yurtstay"}


def world_spec(name: str) -> WorldSpec:
    """The spec of a generated world (not ``demo``); KeyError naming the known worlds otherwise."""
    if name not in _MODULES:
        raise KeyError(f"no generated world {name!r}; known: {', '.join(sorted(_MODULES))}")
    module = importlib.import_module(f"superbiz.sources.worldgen.worlds.{_MODULES[name]}")
    spec: WorldSpec = module.SPEC
    return spec


def build_world(name: str, url: str) -> World:
    """Create world ``name`` (``demo`` or a generated one) at ``url`` and return it."""
    if name == "demo":
        from superbiz.sources.demo import generate_demo_world

        generate_demo_world(url)
    else:
        generate_world(world_spec(name), url)
    return World.from_url(url)


def write_runbooks(name: str, folder: Path) -> Path:
    """Write the runbooks of world ``name`` into ``folder`` (created) and return it."""
    folder = Path(folder)
    if name == "demo":
        from superbiz.knowledge import demo_dir

        folder.mkdir(parents=True, exist_ok=True)
        for file in sorted(Path(str(demo_dir())).iterdir()):
            if file.suffix == ".md":
                shutil.copyfile(file, folder / file.name)
        return folder
    return write_spec_runbooks(world_spec(name), folder)


def world_timezone(world: World) -> ZoneInfo:
    """The zone of ``world``: ``world_meta`` key ``timezone``, else the demo world's zone."""
    return ZoneInfo(world.meta().get("timezone", DEMO_TIMEZONE))
