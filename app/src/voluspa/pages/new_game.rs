//! The new-game screen: players (names, colours), tile set, variant, seed. Remembered.

use skald::voluspa::{Expansion, Kind, TileSet};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::hooks::use_new_game;
use crate::pages::game_routes::NewGameProps;
use crate::settings::NewGameSettings;
use crate::table::session::TableGame;
use crate::voluspa::settings::Settings;
use crate::voluspa::state::VoluspaApp;
use crate::voluspa::words;

const EXPANSIONS: [Expansion; 3] = [
    Expansion::SagaOfEdda,
    Expansion::OrderOfTheGods,
    Expansion::LightningBolt,
];

fn set_choice(t: &TileSet) -> &'static str {
    match t {
        TileSet::Base => "base",
        TileSet::OrderOfTheGods => "order_of_the_gods",
        TileSet::KingOfTheGiants => "king_of_the_giants",
        TileSet::RiseOfTheSerpents => "rise_of_the_serpents",
        TileSet::MasterOfRavens => "master_of_ravens",
        TileSet::Expansions(_) => "expansions",
        TileSet::Custom(_) => "custom",
    }
}

/// The tile sets offered, by `<option>` value.
const CHOICES: [&str; 7] = [
    "base",
    "order_of_the_gods",
    "king_of_the_giants",
    "rise_of_the_serpents",
    "master_of_ravens",
    "expansions",
    "custom",
];

/// An option's words.
fn choice_label(value: &str) -> String {
    match value {
        "base" => words::set_base_only().into(),
        "order_of_the_gods" => words::set_recommended(words::set_order_of_the_gods()),
        "king_of_the_giants" => words::set_recommended(words::set_king_of_the_giants()),
        "rise_of_the_serpents" => words::set_recommended(words::set_rise_of_the_serpents()),
        "master_of_ravens" => words::set_recommended(words::set_master_of_ravens()),
        "expansions" => words::set_whole_expansions().into(),
        _ => words::set_custom().into(),
    }
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_new_game::<VoluspaApp, Settings>(&props.query);
    let settings = form.settings.clone();
    let update = |f: fn(&mut Settings, String)| {
        let settings = settings.clone();
        move |value: String| {
            let mut s = (*settings).clone();
            f(&mut s, value);
            s.remember();
            settings.set(s);
        }
    };
    let on_set = {
        let f = update(|s, v| {
            s.tiles = match v.as_str() {
                "expansions" => TileSet::Expansions(vec![Expansion::SagaOfEdda]),
                "custom" => TileSet::Custom(vec![]),
                other => crate::voluspa::settings::parse_tiles(other).unwrap_or_default(),
            }
        });
        Callback::from(move |e: Event| {
            if let Some(sel) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            {
                f(sel.value());
            }
        })
    };
    let on_hel = {
        let f = update(|s, v| s.no_late_hel = v == "true");
        Callback::from(move |e: Event| {
            if let Some(i) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                f(i.checked().to_string());
            }
        })
    };
    let toggle_exp = |x: Expansion| {
        let settings = settings.clone();
        Callback::from(move |_: Event| {
            let mut s = (*settings).clone();
            if let TileSet::Expansions(list) = &mut s.tiles {
                if let Some(i) = list.iter().position(|e| *e == x) {
                    list.remove(i);
                } else {
                    list.push(x);
                }
            }
            s.remember();
            settings.set(s);
        })
    };
    let toggle_kind = |k: Kind| {
        let settings = settings.clone();
        Callback::from(move |_: Event| {
            let mut s = (*settings).clone();
            if let TileSet::Custom(list) = &mut s.tiles {
                if let Some(i) = list.iter().position(|e| *e == k) {
                    list.remove(i);
                } else {
                    list.push(k);
                }
            }
            s.remember();
            settings.set(s);
        })
    };
    let choice = set_choice(&settings.tiles);
    let fields = html! {
        <>
                <fieldset>
                    <legend>{ words::tiles_legend() }</legend>
                    <label class="field">
                        <span>{ words::tile_set() }</span>
                        <select onchange={on_set} data-testid="tile-set">
                            { for CHOICES.iter().map(|v| html! {
                                <option value={*v} selected={*v == choice}>{ choice_label(v) }</option>
                            }) }
                        </select>
                    </label>
                    <p class="hint">{ words::kinds_of_tile(settings.tiles.kinds().len() as i64, words::tile_list(&settings.tiles.kinds())) }</p>
                    if let TileSet::Expansions(list) = &settings.tiles {
                        <div class="checks">
                            { for EXPANSIONS.iter().map(|x| html! {
                                <label class="check"><input type="checkbox" checked={list.contains(x)}
                                    onchange={toggle_exp(*x)} /><span>{ words::expansion(*x) }</span></label>
                            }) }
                        </div>
                    }
                    if let TileSet::Custom(list) = &settings.tiles {
                        <div class="checks">
                            { for Kind::ALL.iter().filter(|k| k.expansion() != Expansion::Base).map(|k| html! {
                                <label class="check"><input type="checkbox" checked={list.contains(k)}
                                    onchange={toggle_kind(*k)} /><span>{ words::tile(*k) }</span></label>
                            }) }
                        </div>
                    }
                    <label class="check">
                        <input type="checkbox" checked={settings.no_late_hel} onchange={on_hel} />
                        <span>{ words::no_late_hel() }</span>
                    </label>
                </fieldset>
        </>
    };
    let note = VoluspaApp::SLOT
        .exists()
        .then(|| AttrValue::from(words::replaces_game()));
    form.form(
        "vol-new",
        words::new_title(),
        words::seed_hint(),
        note,
        fields,
    )
}
