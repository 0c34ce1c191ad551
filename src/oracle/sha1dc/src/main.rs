//! The reference SHA-1DC (the `sha1collisiondetection` crate, a port of Stevens and Shumow's C
//! library) as a test oracle: reads messages framed as a 4-byte big-endian length and the bytes,
//! from stdin until EOF, and prints one line per message: `<sha1dc digest hex> <0|1>`, where 1
//! means a collision attack was detected (the digest is then the safe hash).
use std::io::{BufWriter, Read, Write};

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut at = 0;
    while at < input.len() {
        let len = u32::from_be_bytes([input[at], input[at + 1], input[at + 2], input[at + 3]]) as usize;
        at += 4;
        let mut d = sha1collisiondetection::Sha1CD::default();
        d.update(&input[at..at + len]);
        at += len;
        let mut digest = sha1collisiondetection::Output::default();
        let flagged = d.finalize_into_dirty_cd(&mut digest).is_err();
        let hex: String = digest.iter().map(|b| format!("{:02x}", b)).collect();
        writeln!(out, "{} {}", hex, if flagged { 1 } else { 0 }).expect("stdout");
    }
}
