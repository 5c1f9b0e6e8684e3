//! Joining by QR code with real browsers' offers and answers (`peer/tests/sdp/`, captured from
//! Chromium and Firefox): the table's link read back by the phone, the phone's answer read
//! back by the table only for a seat waiting for it with its secret.

use skald_peer::scan::scan_luma;

use crate::link::join::{
    answer_code, link_payload, offer_code, read_answer, read_offer, JoinError, JOIN_ROUTE,
    LINK_VERSION,
};
use crate::link::{Gate, Secret};

const CHROMIUM_OFFER: &str = include_str!("../../../../peer/tests/sdp/chromium-offer.sdp");
const FIREFOX_MDNS_OFFER: &str = include_str!("../../../../peer/tests/sdp/firefox-mdns-offer.sdp");
const CHROMIUM_ANSWER: &str = include_str!("../../../../peer/tests/sdp/chromium-answer.sdp");
const FIREFOX_ANSWER: &str = include_str!("../../../../peer/tests/sdp/firefox-answer.sdp");

const APP: &str = "https://games.example.org/skald/";

/// An SVG code drawn at `scale` pixels a module and read back by the table's QR reader: the
/// code drawn holds its text.
fn scan_svg(svg: &str, scale: usize) -> Vec<String> {
    // The dark modules are runs `M{x} {y}h{w}v1h-{w}z` of one path, in a view box of the
    // code with its quiet zone.
    let size: usize = (svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next())
    .and_then(|n| n.parse().ok())
    .unwrap();
    let side = size * scale;
    let mut luma = vec![255u8; side * side];
    for run in svg.split('M').skip(1) {
        let n: Vec<usize> = (run.split(['h', 'v', ' ']).take(3))
            .map(|n| n.parse().unwrap())
            .collect();
        let (x, y, w) = (n[0], n[1], n[2]);
        for dy in 0..scale {
            let row = (y * scale + dy) * side;
            luma[row + x * scale..row + (x + w) * scale].fill(0);
        }
    }
    scan_luma(side, side, &luma).unwrap()
}

#[test]
fn a_seats_code_joins_the_phone_that_reads_it_and_no_other() {
    let secret = Secret([0x42; 16]);
    let mut gate = Gate::new(4);
    gate.offer(2, secret);
    for (offer, answer) in [
        (CHROMIUM_OFFER, CHROMIUM_ANSWER),
        (FIREFOX_MDNS_OFFER, FIREFOX_ANSWER),
    ] {
        // The table's code: a link to the app, drawn small enough for a camera.
        let code = offer_code(APP, offer, 2, &secret).unwrap();
        assert!(code.text.starts_with(&format!("{APP}{JOIN_ROUTE}")));
        assert!(code.version <= LINK_VERSION);
        assert_eq!(scan_svg(&code.svg, 3), vec![code.text.clone()]);
        // The phone opens the link: the seat, the secret and an offer it can set.
        let read = read_offer(link_payload(&code.text).unwrap()).unwrap();
        assert_eq!(read.seat, 2);
        assert!(read.secret.matches(&secret));
        assert!(read.sdp.contains("a=setup:actpass\r\n"));
        // Its answer, shown as a code the table's camera reads.
        let back = answer_code(answer, read.seat, &read.secret).unwrap();
        assert_eq!(scan_svg(&back.svg, 3), vec![back.text.clone()]);
        let got = read_answer(&back.text, |s, k| gate.expects(s, k)).unwrap();
        assert_eq!(got.seat, 2);
        assert!(got.sdp.starts_with("v=0\r\n") && got.sdp.contains("a=candidate:"));
        // The table's own code is not an answer; an answer is not a link.
        let own = skald_peer::Signal::from_decimal(link_payload(&code.text).unwrap()).unwrap();
        let own = own.to_base45().unwrap();
        assert_eq!(read_answer(&own, |_, _| true), Err(JoinError::WrongKind));
        let as_link = skald_peer::Signal::from_base45(&back.text).unwrap();
        let as_link = as_link.to_decimal().unwrap();
        assert_eq!(read_offer(&as_link).err(), Some(JoinError::WrongKind));
    }

    // An answer for another seat, with another secret, or for a seat taken back: refused.
    let other = answer_code(CHROMIUM_ANSWER, 1, &secret).unwrap();
    assert_eq!(
        read_answer(&other.text, |s, k| gate.expects(s, k)),
        Err(JoinError::NotWaited)
    );
    let stranger = answer_code(CHROMIUM_ANSWER, 2, &Secret([0x43; 16])).unwrap();
    assert_eq!(
        read_answer(&stranger.text, |s, k| gate.expects(s, k)),
        Err(JoinError::NotWaited)
    );
    let fine = answer_code(CHROMIUM_ANSWER, 2, &secret).unwrap();
    gate.take_back(2);
    assert_eq!(
        read_answer(&fine.text, |s, k| gate.expects(s, k)),
        Err(JoinError::NotWaited)
    );

    // Whatever else a camera finds is refused with its reason.
    for text in [
        "",
        "HELLO WORLD",
        "https://example.org/",
        &fine.text[..fine.text.len() - 2],
    ] {
        assert!(
            matches!(read_answer(text, |_, _| true), Err(JoinError::Peer(_))),
            "{text}"
        );
    }
    assert_eq!(link_payload("https://example.org/#/odin"), None);
    assert!(matches!(read_offer("12345"), Err(JoinError::Peer(_))));
    // Seats a code cannot carry, and an SDP taken before gathering completed.
    assert_eq!(
        offer_code(APP, CHROMIUM_OFFER, 256, &secret),
        Err(JoinError::Seat)
    );
    let bare: String = (CHROMIUM_OFFER.lines())
        .filter(|l| !l.starts_with("a=candidate"))
        .map(|l| format!("{l}\r\n"))
        .collect();
    assert!(matches!(
        offer_code(APP, &bare, 0, &secret),
        Err(JoinError::Peer(_))
    ));
    // An address so long the link no longer fits a code a camera reads across the table.
    let far = format!("https://{}.example.org/skald/", "x".repeat(200));
    assert_eq!(
        offer_code(&far, CHROMIUM_OFFER, 0, &secret),
        Err(JoinError::TooBig)
    );
}
