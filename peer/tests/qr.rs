//! QR codes drawn (matrix, SVG) and read back from generated camera-like frames: scaled,
//! rotated, at low contrast, with noise.

mod common;

use common::{sdp, Mix, Rng, REAL};
use skald_peer::qr::{QrError, QrMatrix, MAX_TEXT};
use skald_peer::scan::{rgba_to_luma, scan_luma, ScanError, MAX_PIXELS, MAX_SIDE};
use skald_peer::{Kind, Signal};

const LINK: &str = "https://games.example.org/skald/#/join/";

/// A grayscale frame.
struct Frame {
    w: usize,
    h: usize,
    luma: Vec<u8>,
}

impl Frame {
    fn scan(&self) -> Vec<String> {
        scan_luma(self.w, self.h, &self.luma).unwrap()
    }
}

/// The matrix drawn at `scale` pixels a module with a quiet zone of 4 modules.
fn render(m: &QrMatrix, scale: usize, dark: u8, light: u8) -> Frame {
    let side = (m.size() + 8) * scale;
    let mut luma = vec![light; side * side];
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = (x / scale, y / scale);
            if mx >= 4 && my >= 4 && m.dark(mx - 4, my - 4) {
                luma[y * side + x] = dark;
            }
        }
    }
    Frame {
        w: side,
        h: side,
        luma,
    }
}

/// The frame turned a quarter clockwise.
fn rotate_90(f: &Frame) -> Frame {
    let mut luma = vec![0; f.w * f.h];
    for y in 0..f.h {
        for x in 0..f.w {
            // (x, y) goes to (h - 1 - y, x) in a frame h wide.
            luma[x * f.h + (f.h - 1 - y)] = f.luma[y * f.w + x];
        }
    }
    Frame {
        w: f.h,
        h: f.w,
        luma,
    }
}

/// The frame turned by `degrees` about its centre onto a canvas large enough to hold it,
/// nearest neighbour, the corners filled with `fill`.
fn rotate(f: &Frame, degrees: f64, fill: u8) -> Frame {
    let (s, c) = degrees.to_radians().sin_cos();
    let side = ((f.w * f.w + f.h * f.h) as f64).sqrt().ceil() as usize;
    let (cx, cy) = (f.w as f64 / 2.0, f.h as f64 / 2.0);
    let half = side as f64 / 2.0;
    let mut luma = vec![fill; side * side];
    for y in 0..side {
        for x in 0..side {
            // The source pixel of each destination pixel: the inverse rotation.
            let (dx, dy) = (x as f64 + 0.5 - half, y as f64 + 0.5 - half);
            let sx = (c * dx + s * dy + cx).floor();
            let sy = (-s * dx + c * dy + cy).floor();
            if sx >= 0.0 && sy >= 0.0 && (sx as usize) < f.w && (sy as usize) < f.h {
                luma[y * side + x] = f.luma[sy as usize * f.w + sx as usize];
            }
        }
    }
    Frame {
        w: side,
        h: side,
        luma,
    }
}

/// Adds noise of up to ± `amount` to every pixel.
fn noise(f: &mut Frame, amount: i32, rng: &mut Rng) {
    for p in &mut f.luma {
        let d = rng.below(2 * amount as usize + 1) as i32 - amount;
        *p = (*p as i32 + d).clamp(0, 255) as u8;
    }
}

/// A table's link and a phone's answer, as the app will draw them.
fn texts() -> Vec<(Vec<String>, String)> {
    let offer = Signal::from_sdp(Kind::Offer, REAL[0].2, 2, [0x5A; 16]).unwrap();
    let answer = Signal::from_sdp(Kind::Answer, REAL[6].2, 2, [0x5A; 16]).unwrap();
    let big = Signal::from_sdp(
        Kind::Offer,
        &sdp(Kind::Offer, Mix::Mixed, 8, false),
        5,
        [1; 16],
    )
    .unwrap();
    let link = |s: &Signal| vec![LINK.to_string(), s.to_decimal().unwrap()];
    [link(&offer), vec![answer.to_base45().unwrap()], link(&big)]
        .into_iter()
        .map(|parts| {
            let whole = parts.concat();
            (parts, whole)
        })
        .collect()
}

fn matrix(parts: &[String]) -> QrMatrix {
    let refs: Vec<&str> = parts.iter().map(String::as_str).collect();
    QrMatrix::encode(&refs, 40).unwrap()
}

#[test]
fn the_svg_draws_the_matrix_with_a_quiet_zone() {
    for (parts, _) in texts() {
        let m = matrix(&parts);
        assert_eq!(m.size(), 17 + 4 * m.version() as usize);
        let svg = m.to_svg(4);
        let side = m.size() + 8;
        assert!(svg.starts_with(&format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\""
        )));
        assert!(svg.ends_with("\"/></svg>"));
        let d = svg
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .strip_suffix("\"/></svg>")
            .unwrap();
        assert!(d.bytes().all(|c| b"Mhvz-0123456789 ".contains(&c)), "{d}");
        // Draw the path's runs back into modules: the matrix, shifted by the quiet zone.
        let mut drawn = vec![false; side * side];
        for run in d.split('z').filter(|r| !r.is_empty()) {
            let (xy, rest) = run.strip_prefix('M').unwrap().split_once('h').unwrap();
            let (x, y) = xy.split_once(' ').unwrap();
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            let n: usize = rest.split_once('v').unwrap().0.parse().unwrap();
            assert_eq!(rest, format!("{n}v1h-{n}"));
            for i in 0..n {
                assert!(!drawn[y * side + x + i]);
                drawn[y * side + x + i] = true;
            }
        }
        for y in 0..side {
            for x in 0..side {
                let inside = (4..side - 4).contains(&x) && (4..side - 4).contains(&y);
                assert_eq!(drawn[y * side + x], inside && m.dark(x - 4, y - 4));
            }
        }
    }
}

#[test]
fn modes_and_limits() {
    // A link's start in byte mode and its digits in numeric mode take fewer modules than
    // the whole link in byte mode.
    let digits = "1234567890".repeat(25);
    let split = QrMatrix::encode(&[LINK, &digits], 40).unwrap();
    let whole = QrMatrix::encode(&[&format!("{LINK}{digits}")], 40).unwrap();
    assert!(split.version() < whole.version());
    assert_eq!(
        QrMatrix::encode(&[&"x".repeat(MAX_TEXT + 1)], 40).unwrap_err(),
        QrError::TooLong(MAX_TEXT + 1)
    );
    assert_eq!(
        QrMatrix::encode(&[&digits], 5).unwrap_err(),
        QrError::DoesNotFit
    );
    assert_eq!(
        QrMatrix::encode(&["x".repeat(3000).as_str()], 40).unwrap_err(),
        QrError::DoesNotFit
    );
    // Version 0 is taken as 1; empty text is a version 1 code.
    assert_eq!(QrMatrix::encode(&[""], 0).unwrap().version(), 1);
}

#[test]
fn codes_are_read_back_at_several_scales() {
    for (parts, text) in texts() {
        let m = matrix(&parts);
        for scale in [2, 3, 5] {
            let f = render(&m, scale, 0, 255);
            assert_eq!(f.scan(), vec![text.clone()], "v{} at {scale}", m.version());
        }
    }
}

#[test]
fn codes_are_read_back_turned() {
    for (parts, text) in texts() {
        let m = matrix(&parts);
        let f = render(&m, 3, 0, 255);
        assert_eq!(rotate_90(&f).scan(), vec![text.clone()], "90°");
        assert_eq!(rotate_90(&rotate_90(&f)).scan(), vec![text.clone()], "180°");
        // At 4 pixels a module; a few angles are missed at 3 (docs/peer.md, "Reading").
        for degrees in [6.0, 21.0, 33.0, 45.0, -30.0] {
            let f = render(&m, 4, 0, 255);
            assert_eq!(
                rotate(&f, degrees, 255).scan(),
                vec![text.clone()],
                "{degrees}°"
            );
        }
    }
}

#[test]
fn codes_are_read_back_at_low_contrast_with_noise() {
    let mut rng = Rng::new(2026);
    for (parts, text) in texts() {
        let m = matrix(&parts);
        let mut f = render(&m, 4, 100, 160);
        noise(&mut f, 12, &mut rng);
        assert_eq!(f.scan(), vec![text.clone()], "v{} flat", m.version());
        let mut f = rotate(&render(&m, 5, 100, 160), 21.0, 130);
        noise(&mut f, 12, &mut rng);
        assert_eq!(f.scan(), vec![text.clone()], "v{} turned", m.version());
    }
}

#[test]
fn codes_are_read_back_under_uneven_light() {
    // Light falling off from left to right: white 230 → 120, black 60 → 20.
    for (parts, text) in texts() {
        let mut f = render(&matrix(&parts), 4, 0, 255);
        let w = f.w;
        for (i, p) in f.luma.iter_mut().enumerate() {
            let t = (i % w) as u32 * 256 / w as u32;
            let (lo, hi) = (60 - 40 * t / 256, 230 - 110 * t / 256);
            *p = (lo + (hi - lo) * *p as u32 / 255) as u8;
        }
        assert_eq!(f.scan(), vec![text.clone()]);
    }
}

#[test]
fn two_codes_in_one_frame_are_both_read() {
    let t = texts();
    let (a, b) = (
        render(&matrix(&t[0].0), 3, 0, 255),
        render(&matrix(&t[1].0), 3, 0, 255),
    );
    let (w, h) = (a.w + b.w, a.h.max(b.h));
    let mut luma = vec![255; w * h];
    for (f, x0) in [(&a, 0), (&b, a.w)] {
        for y in 0..f.h {
            luma[y * w + x0..y * w + x0 + f.w].copy_from_slice(&f.luma[y * f.w..(y + 1) * f.w]);
        }
    }
    let mut found = scan_luma(w, h, &luma).unwrap();
    found.sort();
    let mut expected = vec![t[0].1.clone(), t[1].1.clone()];
    expected.sort();
    assert_eq!(found, expected);
}

#[test]
fn noise_and_shapes_read_as_nothing_and_never_panic() {
    let mut rng = Rng::new(99);
    for round in 0..24 {
        let (w, h) = (21 + rng.below(300), 21 + rng.below(240));
        let mut luma = vec![0u8; w * h];
        match round % 3 {
            // Pixel noise.
            0 => luma.iter_mut().for_each(|p| *p = rng.next() as u8),
            // Random dark and light rectangles, some square like finder patterns.
            _ => {
                luma.fill(255);
                for _ in 0..40 {
                    let (x0, y0) = (rng.below(w), rng.below(h));
                    let (rw, rh) = (1 + rng.below(30), 1 + rng.below(30));
                    let v = if rng.below(2) == 0 { 0 } else { 255 };
                    for y in y0..(y0 + rh).min(h) {
                        for x in x0..(x0 + rw).min(w) {
                            luma[y * w + x] = v;
                        }
                    }
                }
            }
        }
        assert_eq!(
            scan_luma(w, h, &luma).unwrap(),
            Vec::<String>::new(),
            "{round}"
        );
    }
    // Frames pieced together from tiles of real codes (finder patterns, timing patterns and
    // data where they do not belong), and codes with more and more modules flipped: whatever
    // is read is one of the codes' texts.
    let codes: Vec<(Frame, String)> = texts()
        .into_iter()
        .map(|(parts, text)| (render(&matrix(&parts), 3, 0, 255), text))
        .collect();
    for round in 0..60 {
        let (w, h) = (60 + rng.below(200), 60 + rng.below(200));
        let mut luma = vec![255u8; w * h];
        for _ in 0..(w * h / 150) {
            let (src, _) = &codes[rng.below(codes.len())];
            let t = 4 + rng.below(24);
            let (sx, sy) = (rng.below(src.w - t), rng.below(src.h - t));
            let (dx, dy) = (rng.below(w - t), rng.below(h - t));
            for y in 0..t {
                let from = (sy + y) * src.w + sx;
                luma[(dy + y) * w + dx..(dy + y) * w + dx + t]
                    .copy_from_slice(&src.luma[from..from + t]);
            }
        }
        for text in scan_luma(w, h, &luma).unwrap() {
            assert!(codes.iter().any(|(_, t)| *t == text), "{round}");
        }
    }
    for (parts, text) in texts() {
        let m = matrix(&parts);
        for rate in [1, 3, 6, 10, 20, 35] {
            let mut f = render(&m, 3, 0, 255);
            for p in f.luma.chunks_mut(3) {
                if rng.below(100) < rate {
                    p.iter_mut().for_each(|v| *v = 255 - *v);
                }
            }
            for read in f.scan() {
                assert_eq!(read, text);
            }
        }
    }
    // A damaged code is read as nothing, without a panic.
    let (parts, _) = &texts()[0];
    let mut f = render(&matrix(parts), 3, 0, 255);
    let side = f.w;
    for y in side / 3..side / 2 {
        for x in 0..side {
            f.luma[y * side + x] = (rng.next() as u8) & 0x80;
        }
    }
    assert!(f.scan().len() <= 1);
}

#[test]
fn frames_of_absurd_size_are_refused_before_work() {
    for (w, h) in [
        (0, 0),
        (20, 100),
        (100, 20),
        (MAX_SIDE + 1, 100),
        (100, MAX_SIDE + 1),
        (MAX_SIDE, MAX_PIXELS / MAX_SIDE + 1),
        (usize::MAX, usize::MAX),
    ] {
        assert_eq!(
            scan_luma(w, h, &[]).unwrap_err(),
            ScanError::BadSize {
                width: w,
                height: h
            }
        );
    }
    assert_eq!(
        scan_luma(100, 100, &[0; 99]).unwrap_err(),
        ScanError::WrongLength {
            expected: 10_000,
            got: 99
        }
    );
    assert_eq!(
        rgba_to_luma(30, 30, &[0; 900]).unwrap_err(),
        ScanError::WrongLength {
            expected: 3600,
            got: 900
        }
    );
}

#[test]
fn rgba_frames_become_luma() {
    let rgba: Vec<u8> = (0..30 * 30)
        .flat_map(|i| match i % 4 {
            0 => [255, 255, 255, 255],
            1 => [0, 0, 0, 255],
            2 => [255, 0, 0, 0],
            _ => [0, 0, 255, 128],
        })
        .collect();
    let luma = rgba_to_luma(30, 30, &rgba).unwrap();
    assert_eq!(luma[..4], [255, 0, 76, 28]);
    // And a code drawn in colour is read from it.
    let (parts, text) = &texts()[1];
    let f = render(&matrix(parts), 3, 40, 230);
    let rgba: Vec<u8> = f
        .luma
        .iter()
        .flat_map(|&l| [l, l / 2 + 100, l, 255])
        .collect();
    assert_eq!(
        scan_luma(f.w, f.h, &rgba_to_luma(f.w, f.h, &rgba).unwrap()).unwrap(),
        vec![text.clone()]
    );
}
