//! Reading QR codes from a camera frame, with `quircs` (MIT), a Rust port of quirc.

use std::fmt;

/// The widest or tallest frame read, in pixels.
pub const MAX_SIDE: usize = 4096;
/// The most pixels a frame may have: 4 megapixels, more than a 1920 × 1080 camera frame
/// (the reader keeps a byte per pixel, and its work grows with the area).
pub const MAX_PIXELS: usize = 4 * 1024 * 1024;
/// The fewest pixels per side: a version 1 code is 21 modules.
pub const MIN_SIDE: usize = 21;

/// Why a frame was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ScanError {
    /// A side is under [`MIN_SIDE`] or over [`MAX_SIDE`], or the area over [`MAX_PIXELS`].
    BadSize {
        /// The frame's width.
        width: usize,
        /// The frame's height.
        height: usize,
    },
    /// The pixels given are not `width × height` (or `× 4` for RGBA).
    WrongLength {
        /// The number of bytes expected.
        expected: usize,
        /// The number given.
        got: usize,
    },
}

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScanError::BadSize { width, height } => write!(
                f,
                "a frame of {width} × {height} pixels is not read (sides {MIN_SIDE} to \
                 {MAX_SIDE}, at most {MAX_PIXELS} pixels)"
            ),
            ScanError::WrongLength { expected, got } => {
                write!(f, "{got} bytes of pixels for a frame of {expected}")
            }
        }
    }
}

impl std::error::Error for ScanError {}

fn check_size(width: usize, height: usize) -> Result<usize, ScanError> {
    let ok = (MIN_SIDE..=MAX_SIDE).contains(&width)
        && (MIN_SIDE..=MAX_SIDE).contains(&height)
        && width * height <= MAX_PIXELS;
    if ok {
        Ok(width * height)
    } else {
        Err(ScanError::BadSize { width, height })
    }
}

/// The texts of the QR codes found in a grayscale frame: `luma` holds `width × height`
/// bytes, row by row, 0 black to 255 white. Codes found but not read (damaged, or not UTF-8)
/// are left out; a frame without a code gives an empty list. The size is checked before any
/// work.
pub fn scan_luma(width: usize, height: usize, luma: &[u8]) -> Result<Vec<String>, ScanError> {
    let area = check_size(width, height)?;
    if luma.len() != area {
        return Err(ScanError::WrongLength {
            expected: area,
            got: luma.len(),
        });
    }
    let mut reader = quircs::Quirc::default();
    let mut texts = Vec::new();
    for code in reader.identify(width, height, luma) {
        let Ok(code) = code else { continue };
        let Ok(data) = code.decode() else { continue };
        let Ok(text) = String::from_utf8(data.payload) else {
            continue;
        };
        if !texts.contains(&text) {
            texts.push(text);
        }
    }
    Ok(texts)
}

/// The luma of an RGBA frame (`CanvasRenderingContext2D.getImageData`'s data: 4 bytes a
/// pixel), with the BT.601 weights in integers; alpha is ignored.
pub fn rgba_to_luma(width: usize, height: usize, rgba: &[u8]) -> Result<Vec<u8>, ScanError> {
    let area = check_size(width, height)?;
    if rgba.len() != area * 4 {
        return Err(ScanError::WrongLength {
            expected: area * 4,
            got: rgba.len(),
        });
    }
    Ok(rgba
        .chunks_exact(4)
        .map(|p| ((p[0] as u32 * 77 + p[1] as u32 * 150 + p[2] as u32 * 29) >> 8) as u8)
        .collect())
}
