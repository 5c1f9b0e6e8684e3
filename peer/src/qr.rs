//! Drawing QR codes: text into a module matrix (nayuki's `qrcodegen`, MIT) and the matrix
//! into SVG.

use std::fmt::{self, Write};

use qrcodegen::{QrCode, QrCodeEcc, QrSegment};

/// The longest text encoded, in bytes: more than a version 40 code holds in any mode.
pub const MAX_TEXT: usize = 7089;

/// Why a text could not be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum QrError {
    /// The text is longer than [`MAX_TEXT`]; refused before it is read.
    TooLong(usize),
    /// The text does not fit in a QR code of the largest version allowed.
    DoesNotFit,
}

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QrError::TooLong(n) => write!(f, "text of {n} bytes: at most {MAX_TEXT}"),
            QrError::DoesNotFit => f.write_str("the text does not fit in a QR code"),
        }
    }
}

impl std::error::Error for QrError {}

/// A QR code's modules: `size` × `size`, dark or light, without the quiet zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrMatrix {
    size: usize,
    version: u8,
    dark: Vec<bool>,
}

impl QrMatrix {
    /// Encodes the concatenation of `parts` at error correction level M (raised to Q or H
    /// when that fits in the same version), in the smallest version from 1 to `max_version`
    /// (at most 40). Each part takes the densest mode all its characters allow — numeric for
    /// digits, alphanumeric for `0-9 A-Z $%*+-./:` and space, bytes (UTF-8) otherwise — so a
    /// link is best given as two parts: its start (`https://…/#/join/`, bytes) and the
    /// payload (decimal digits or base45).
    pub fn encode(parts: &[&str], max_version: u8) -> Result<QrMatrix, QrError> {
        let len: usize = parts.iter().map(|p| p.len()).sum();
        if len > MAX_TEXT {
            return Err(QrError::TooLong(len));
        }
        let segments: Vec<QrSegment> = parts
            .iter()
            .filter(|p| !p.is_empty())
            .flat_map(|p| QrSegment::make_segments(p))
            .collect();
        let max = qrcodegen::Version::new(max_version.clamp(1, 40));
        let code = QrCode::encode_segments_advanced(
            &segments,
            QrCodeEcc::Medium,
            qrcodegen::Version::MIN,
            max,
            None,
            true,
        )
        .map_err(|_| QrError::DoesNotFit)?;
        let size = code.size() as usize;
        let mut dark = Vec::with_capacity(size * size);
        for y in 0..size as i32 {
            for x in 0..size as i32 {
                dark.push(code.get_module(x, y));
            }
        }
        Ok(QrMatrix {
            size,
            version: code.version().value(),
            dark,
        })
    }

    /// Modules per side (21 for version 1, 4 more for each version above).
    pub fn size(&self) -> usize {
        self.size
    }

    /// The QR code's version, 1 to 40.
    pub fn version(&self) -> u8 {
        self.version
    }

    /// Whether the module at column `x`, row `y` is dark (outside the matrix: light).
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The matrix as SVG: a light square of `size + 2 × quiet` modules (the specification
    /// asks for a quiet zone of 4) and one path of the dark modules, each row's runs as
    /// rectangles, in module units, to be scaled by the page (`width`/`height` are not set).
    /// Only numbers from the matrix enter the text.
    pub fn to_svg(&self, quiet: usize) -> String {
        let side = self.size + 2 * quiet;
        let mut s = String::with_capacity(self.size * self.size * 3);
        // Writing to a String cannot fail.
        let _ = write!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
             shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" \
             fill=\"#fff\"/><path fill=\"#000\" d=\""
        );
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < self.size && self.dark(x, y) {
                    x += 1;
                }
                let _ = write!(
                    s,
                    "M{} {}h{}v1h-{}z",
                    start + quiet,
                    y + quiet,
                    x - start,
                    x - start
                );
            }
        }
        s.push_str("\"/></svg>");
        s
    }
}
