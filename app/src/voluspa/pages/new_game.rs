//! The new-game screen: players (names, colours), tile set, variant, seed. Remembered.

use skald::voluspa::{Expansion, Kind, TileSet};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::hooks::use_new_game;
use crate::pages::game_routes::NewGameProps;
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

/// Takes `x` out of `list`, or puts it in.
fn toggle<T: PartialEq>(list: &mut Vec<T>, x: T) {
    match list.iter().position(|e| *e == x) {
        Some(i) => {
            list.remove(i);
        }
        None => list.push(x),
    }
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_new_game::<VoluspaApp, Settings>(&props.query);
    let on_set = form.on(|s: &mut Settings, e: Event| {
        if let Some(sel) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        {
            s.tiles = match sel.value().as_str() {
                "expansions" => TileSet::Expansions(vec![Expansion::SagaOfEdda]),
                "custom" => TileSet::Custom(vec![]),
                other => crate::voluspa::settings::parse_tiles(other).unwrap_or_default(),
            }
        }
    });
    let on_hel = form.on(|s: &mut Settings, e: Event| {
        if let Some(i) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            s.no_late_hel = i.checked();
        }
    });
    let toggle_exp = |x: Expansion| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            form.change(|s| {
                if let TileSet::Expansions(list) = &mut s.tiles {
                    toggle(list, x);
                }
            })
        })
    };
    let toggle_kind = |k: Kind| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            form.change(|s| {
                if let TileSet::Custom(list) = &mut s.tiles {
                    toggle(list, k);
                }
            })
        })
    };
    let settings = &*form.settings;
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
    form.form("vol-new", words::new_title(), words::seed_hint(), fields)
}
